import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRevisions } from '@/lib/content/history';
import { itemChangeTimes } from '@/lib/content/item-changes';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { LIST_KEYS, SINGLETON_KEYS } from '@/lib/content/schemas';
import {
  addListItem,
  moveListItem,
  removeListItem,
  reorderList,
  setSingleton,
  updateListItem,
} from '@/lib/content/write';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { readyForWrites } from '../helpers/ready-store';

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

let dir: string;
let store: EmbeddedStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'write-'));
  store = await readyForWrites(new EmbeddedStore(dir));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const names = async () => {
  const list = (await store.get<Record<string, { name: string; order: number }>>('user/skills')) ?? {};
  return Object.values(list)
    .sort((a, b) => a.order - b.order)
    .map((i) => i.name);
};

describe('content writes', () => {
  it('gives items added at the same moment distinct places, and moves never lose one', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await addListItem(store, 'skills', { name: `S${i}` })).id),
    );
    const list = (await store.get<Record<string, { order: number }>>('user/skills'))!;
    expect(Object.keys(list).sort()).toEqual([...ids].sort());
    expect(new Set(Object.values(list).map((item) => item.order)).size).toBe(30);
    await Promise.all([
      ...ids.slice(0, 10).map((id) => moveListItem(store, 'skills', id, 'down')),
      ...Array.from({ length: 10 }, (_, i) => addListItem(store, 'skills', { name: `T${i}` })),
    ]);
    const after = (await store.get<Record<string, { order: number }>>('user/skills'))!;
    expect(Object.keys(after)).toHaveLength(40);
    expect(new Set(Object.values(after).map((item) => item.order)).size).toBe(40);
  });

  it('adds at the end, updates in place, deletes', async () => {
    const a = (await addListItem(store, 'skills', { name: 'A' })).id;
    await addListItem(store, 'skills', { name: 'B' });
    expect(await names()).toEqual(['A', 'B']);
    expect((await updateListItem(store, 'skills', a, { name: 'A2' })).committed).toBe(true);
    expect(await names()).toEqual(['A2', 'B']);
    expect((await removeListItem(store, 'skills', a)).committed).toBe(true);
    expect(await names()).toEqual(['B']);
    expect((await updateListItem(store, 'skills', a, { name: 'ghost' })).committed).toBe(false);
    expect((await removeListItem(store, 'skills', a)).committed).toBe(false);
    expect(await names()).toEqual(['B']);
  });

  it('never lets an id reach deeper into the tree', async () => {
    const a = (await addListItem(store, 'skills', { name: 'A' })).id;
    expect((await updateListItem(store, 'skills', `${a}/name`, { name: 'x' })).committed).toBe(false);
    expect((await removeListItem(store, 'skills', `${a}/name`)).committed).toBe(false);
    expect((await moveListItem(store, 'skills', '../x', 'up')).committed).toBe(false);
    expect(await names()).toEqual(['A']);
  });

  it('reorders by swapping neighbours, and refuses moves past either end', async () => {
    await addListItem(store, 'skills', { name: 'A' });
    const b = (await addListItem(store, 'skills', { name: 'B' })).id;
    const c = (await addListItem(store, 'skills', { name: 'C' })).id;
    expect((await moveListItem(store, 'skills', c, 'up')).committed).toBe(true);
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect((await moveListItem(store, 'skills', b, 'down')).committed).toBe(false);
    expect((await moveListItem(store, 'skills', c, 'up')).committed).toBe(true);
    expect((await moveListItem(store, 'skills', c, 'up')).committed).toBe(false);
    expect(await names()).toEqual(['C', 'A', 'B']);
  });

  it('puts a list in a dragged order; a stale order neither loses nor resurrects an item', async () => {
    const [a, b, c] = [
      (await addListItem(store, 'skills', { name: 'A' })).id,
      (await addListItem(store, 'skills', { name: 'B' })).id,
      (await addListItem(store, 'skills', { name: 'C' })).id,
    ];
    expect((await reorderList(store, 'skills', [c, a, b])).committed).toBe(true);
    expect(await names()).toEqual(['C', 'A', 'B']);
    expect((await reorderList(store, 'skills', [c, a, b])).committed).toBe(false); // already so: nothing written

    // Meanwhile B was deleted and D added: the order asked for still applies to what exists.
    await removeListItem(store, 'skills', b);
    await addListItem(store, 'skills', { name: 'D' });
    expect((await reorderList(store, 'skills', [a, b, c])).committed).toBe(true);
    expect(await names()).toEqual(['A', 'C', 'D']);

    expect((await reorderList(store, 'skills', [c, c, a])).committed).toBe(false);
    expect((await reorderList(store, 'skills', ['../x', 'missing'])).committed).toBe(false);
    expect(await names()).toEqual(['A', 'C', 'D']);
    const orders = Object.values((await store.get<Record<string, { order: number }>>('user/skills'))!).map(
      (i) => i.order,
    );
    expect(orders.sort()).toEqual([1, 2, 3]);
  });

  it('replaces a singleton whole', async () => {
    await setSingleton(store, 'skillsCubeImg', { image1: '/a' });
    await setSingleton(store, 'skillsCubeImg', { image2: '/b' });
    expect(await store.get('user/skillsCubeImg')).toEqual({ image2: '/b' });
  });
});

describe('a save is one transaction', () => {
  it('reads nothing outside it: its section, its draft, the history counter and what it depends on are read inside', async () => {
    const id = (await addListItem(store, 'frontendProjects', { title: 'Tidewatch' })).id;
    const get = jest.spyOn(store, 'get');
    const transactMany = jest.spyOn(store, 'transactMany');
    await setSingleton(store, 'skillsCubeImg', { image1: '/a' });
    await updateListItem(store, 'frontendProjects', id, { title: 'Night Shift' });
    await addListItem(store, 'skills', { name: 'A' });
    expect(get).not.toHaveBeenCalled();
    expect(transactMany).toHaveBeenCalledTimes(3);
    // A project's transaction reads the two other project lists, whose slugs it must not take.
    expect(transactMany.mock.calls[1][0]).toEqual(
      expect.arrayContaining(['user/frontendProjects', 'user/fullstackProjects', 'user/backendProjects']),
    );
  });

  it('gives projects added to two lists at the same moment, with one title, distinct addresses', async () => {
    const [a, b] = await Promise.all([
      addListItem(store, 'frontendProjects', { title: 'Same Title' }),
      addListItem(store, 'backendProjects', { title: 'Same Title' }),
    ]);
    const slugOf = async (key: string, id: string) => store.get<string>(`user/${key}/${id}/slug`);
    const slugs = [await slugOf('frontendProjects', a.id), await slugOf('backendProjects', b.id)];
    expect(slugs.sort()).toEqual(['same-title', 'same-title-2']);
  });

  it('readies a store that is not (empty, or of an earlier release) before its first save: demo owner, history, then the save', async () => {
    const freshDir = await mkdtemp(path.join(os.tmpdir(), 'write-fresh-'));
    const fresh = new EmbeddedStore(freshDir);
    const write = await setSingleton(fresh, 'skillsCubeImg', { image1: '/a' });
    expect(write.committed).toBe(true);
    expect(await fresh.get('user/skillsCubeImg')).toEqual({ image1: '/a' });
    expect(await fresh.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    expect(Object.keys((await fresh.get<object>('user/skills')) ?? {}).length).toBeGreaterThan(0);
    expect((await listRevisions(fresh)).map((r) => r.kind)).toEqual(['save', 'baseline']);
    await rm(freshDir, { recursive: true, force: true });
  });
});

describe('revalidation after a write', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cache = require('next/cache') as { revalidateTag: jest.Mock; updateTag: jest.Mock };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const revalidate = require('@/lib/content/revalidate') as typeof import('@/lib/content/revalidate');
  beforeEach(() => jest.clearAllMocks());

  it('expires the tag of the written section only, at once, from a server action', async () => {
    await revalidate.revalidateSection('skills');
    expect(cache.updateTag.mock.calls).toEqual([['content:skills']]);
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it('expires the tag of every section and of every translation at once after an import (a route handler, where updateTag is refused)', async () => {
    await revalidate.revalidateAllContent();
    expect(cache.revalidateTag.mock.calls.map((c) => c[0]).sort()).toEqual(
      [...[...LIST_KEYS, ...SINGLETON_KEYS].map((key) => `content:${key}`), 'content:translations'].sort(),
    );
    for (const call of cache.revalidateTag.mock.calls) expect(call[1]).toEqual({ expire: 0 });
    expect(cache.updateTag).not.toHaveBeenCalled();
  });
});

describe("a list row's last change", () => {
  it("dates each list row by its item's own last change, not by a move of it or an edit of another", async () => {
    const a = (await addListItem(store, 'skills', { name: 'A' })).id;
    const b = (await addListItem(store, 'skills', { name: 'B' })).id;
    const added = await itemChangeTimes(store, 'skills', [a, b]);
    expect(added[a]).toBeLessThanOrEqual(added[b]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updateListItem(store, 'skills', b, { name: 'B2' });
    await moveListItem(store, 'skills', a, 'down');
    const later = await itemChangeTimes(store, 'skills', [a, b, 'gone']);
    expect(later[a]).toBe(added[a]);
    expect(later[b]).toBeGreaterThan(added[b]);
    expect(later).not.toHaveProperty('gone');
  });
});
