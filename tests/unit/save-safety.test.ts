import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRevisions } from '@/lib/content/history';
import { contentVersion } from '@/lib/content/versions';
import { addListItem, setSingleton, updateListItem } from '@/lib/content/write';
import { keepingTheForm, saveFailureMessage } from '@/lib/save-safety/failure';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { StoreError } from '@/lib/store/errors';
import type { Store } from '@/lib/store/types';

let dir: string;
let store: EmbeddedStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'save-safety-'));
  store = new EmbeddedStore(dir);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** `real`, on a disk that has just filled up: every write fails as LMDB's does, nothing lands. */
function diskFull(real: Store): Store {
  const full = () => new StoreError('full', 'Cannot write to the database: the disk is full (MDB_MAP_FULL)');
  return {
    backend: real.backend,
    get: <T>(p: string) => real.get<T>(p),
    set: () => Promise.reject(full()),
    update: () => Promise.reject(full()),
    remove: () => Promise.reject(full()),
    push: () => Promise.reject(full()),
    transaction: () => Promise.reject(full()),
    transactMany: (paths, fn) =>
      real.transactMany(paths, (values) => {
        if (fn(values) !== undefined) throw full();
        return undefined;
      }),
  };
}

describe('a failed save writes nothing and says why in words', () => {
  it('a full disk: the save answers an error naming it, and the store is as it was', async () => {
    await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
    const before = await store.get('');
    const answer = await keepingTheForm(() => setSingleton(diskFull(store), 'skillsCubeImg', { image1: '/two' }));
    expect(answer).toEqual({ error: SAVE_SAFETY.diskFull });
    expect(await store.get('')).toEqual(before);
    expect(await listRevisions(store)).toHaveLength(1);
  });

  it('names each kind of failure the store expects, and leaves a bug to the error page', async () => {
    expect(saveFailureMessage(new StoreError('full', 'x'))).toBe(SAVE_SAFETY.diskFull);
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(saveFailureMessage(enospc)).toBe(SAVE_SAFETY.diskFull);
    expect(saveFailureMessage(new StoreError('io', 'Firebase did not answer within 45 s'))).toBe(
      SAVE_SAFETY.unreachable,
    );
    expect(saveFailureMessage(new StoreError('maxretry', 'x'))).toBe(SAVE_SAFETY.busy);
    expect(saveFailureMessage(new TypeError('a bug'))).toBeUndefined();
    await expect(
      keepingTheForm(async () => {
        throw new TypeError('a bug');
      }),
    ).rejects.toThrow('a bug');
  });
});

describe('no silent lost update', () => {
  it('a singleton save based on an older version is refused, writing nothing, and names what is stored', async () => {
    await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
    const base = contentVersion(await store.get('user/skillsCubeImg'));
    const other = await setSingleton(store, 'skillsCubeImg', { image1: '/other-tab' }, base);
    expect(other.committed).toBe(true);
    const mine = await setSingleton(store, 'skillsCubeImg', { image1: '/mine' }, base);
    expect(mine.committed).toBe(false);
    expect(mine.conflict).toEqual({
      current: { image1: '/other-tab' },
      version: contentVersion({ image1: '/other-tab' }),
    });
    expect(await store.get('user/skillsCubeImg')).toEqual({ image1: '/other-tab' });
    // Saved again on the version it was shown, it goes through.
    expect((await setSingleton(store, 'skillsCubeImg', { image1: '/mine' }, mine.conflict!.version)).committed).toBe(
      true,
    );
  });

  it('edits of different items of a list never conflict; a stale edit of the same item does', async () => {
    const a = await addListItem(store, 'skills', { name: 'A' });
    const b = await addListItem(store, 'skills', { name: 'B' });
    const list = (await store.get<Record<string, unknown>>('user/skills'))!;
    const [baseA, baseB] = [contentVersion(list[a.id]), contentVersion(list[b.id])];
    expect((await updateListItem(store, 'skills', a.id, { name: 'A from tab 1' }, baseA)).committed).toBe(true);
    expect((await updateListItem(store, 'skills', b.id, { name: 'B from tab 2' }, baseB)).committed).toBe(true);
    const stale = await updateListItem(store, 'skills', a.id, { name: 'A from tab 2' }, baseA);
    expect(stale.committed).toBe(false);
    expect(stale.conflict?.current).toMatchObject({ name: 'A from tab 1' });
    const names = Object.values((await store.get<Record<string, { name: string }>>('user/skills'))!).map((i) => i.name);
    expect(names.sort()).toEqual(['A from tab 1', 'B from tab 2']);
  });

  it('two saves racing on one version: exactly one is kept, the other is told', async () => {
    await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
    const base = contentVersion(await store.get('user/skillsCubeImg'));
    const results = await Promise.all(
      ['/tab-1', '/tab-2', '/tab-3'].map((image1) => setSingleton(store, 'skillsCubeImg', { image1 }, base)),
    );
    expect(results.filter((r) => r.committed)).toHaveLength(1);
    expect(results.filter((r) => r.conflict)).toHaveLength(2);
  });
});
