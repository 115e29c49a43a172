import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DRAFT_BASE_FIELD, draftRefused, formBase } from '@/lib/admin/draft-conflict';
import { findSection } from '@/lib/admin/sections';
import { draftVersion, getDraft, saveDraft } from '@/lib/content/drafts';
import { listRevisions } from '@/lib/content/history';
import { contentVersion } from '@/lib/content/versions';
import { addListItem, setSingleton, updateListItem } from '@/lib/content/write';
import { keepingTheForm, saveFailureMessage } from '@/lib/save-safety/failure';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { StoreError } from '@/lib/store/errors';
import type { Store } from '@/lib/store/types';
import { readyForWrites } from '../helpers/ready-store';

let dir: string;
let store: EmbeddedStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'save-safety-'));
  store = await readyForWrites(new EmbeddedStore(dir));
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

describe('no silent lost draft', () => {
  const draftOf = async (key: 'skillsCubeImg' | 'skills') => store.get(`drafts/${key}`);
  const setTo = (value: unknown) => () => value;

  it('a draft save based on an older draft is refused, writing nothing, and names the stored draft', async () => {
    await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/first-draft' }));
    const base = draftVersion(await draftOf('skillsCubeImg'));
    const other = await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/other-tab' }), base);
    expect(other).toMatchObject({ committed: true, version: draftVersion(await draftOf('skillsCubeImg')) });
    const before = await store.get('');
    const revisions = await listRevisions(store);

    const mine = await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/mine' }), base);
    expect(mine.committed).toBe(false);
    expect(mine.conflict).toEqual({
      current: { at: expect.any(Number), data: { image1: '/other-tab' } },
      version: other.version,
    });
    expect(await store.get('')).toEqual(before);
    expect(await listRevisions(store)).toEqual(revisions);
    // Saved again on the draft it was shown, it goes through.
    const again = await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/mine' }), mine.conflict!.version);
    expect(again.committed).toBe(true);
    expect(await getDraft(store, 'skillsCubeImg')).toMatchObject({ data: { image1: '/mine' } });
  });

  it('a form drawn with no draft is refused once another tab has saved one; a script (no base) is not checked', async () => {
    const none = draftVersion(await draftOf('skillsCubeImg'));
    expect((await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/tab-1' }), none)).committed).toBe(true);
    const stale = await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/tab-2' }), none);
    expect(stale.conflict?.current?.data).toEqual({ image1: '/tab-1' });
    expect((await saveDraft(store, 'skillsCubeImg', setTo({ image1: '/script' }))).committed).toBe(true);
    expect((await getDraft(store, 'skillsCubeImg'))?.data).toEqual({ image1: '/script' });
  });

  it('two draft saves racing on one draft: exactly one is kept, the other is told', async () => {
    await saveDraft(store, 'skills', setTo({ a: { name: 'A', order: 1 } }));
    const base = draftVersion(await draftOf('skills'));
    const results = await Promise.all(
      ['tab-1', 'tab-2', 'tab-3'].map((name) => saveDraft(store, 'skills', setTo({ a: { name, order: 1 } }), base)),
    );
    expect(results.filter((r) => r.committed)).toHaveLength(1);
    expect(results.filter((r) => r.conflict)).toHaveLength(2);
  });

  it('the refusal is said in the words a refused section save uses, with the stored draft to compare', () => {
    const section = findSection('skill-images');
    if (section?.kind !== 'singleton') throw new Error('skill-images is a singleton section');
    const at = Date.UTC(2026, 0, 5, 9, 30);
    const answer = draftRefused(section, {
      current: { at, data: { [section.fields[0].name]: 'theirs' } },
      version: 'v2',
    });
    expect(answer).toMatchObject({
      error: SAVE_SAFETY.conflict('09:30 UTC'),
      draftVersion: 'v2',
      conflict: { at, values: { [section.fields[0].name]: 'theirs' } },
    });
    expect(draftRefused(section, { current: null, version: 'v3' }).error).toBe(SAVE_SAFETY.conflict());
    const form = new FormData();
    expect(formBase(form, DRAFT_BASE_FIELD)).toBeUndefined();
    form.set(DRAFT_BASE_FIELD, 'v1');
    expect(formBase(form, DRAFT_BASE_FIELD)).toBe('v1');
  });
});
