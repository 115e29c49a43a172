import { HISTORY, HISTORY_SCOPE } from '@/lib/content/history-words';
import { importContent } from '@/lib/backup/backup';
import { DEMO_USER } from '@/lib/content/demo';
import {
  getRevision,
  listRevisions,
  planRestore,
  recordRevision,
  restoreRevision,
  revert,
  undoRevision,
} from '@/lib/content/history';
import { checkCredentials, getSessionVersion, resetPassword } from '@/lib/auth/credentials';
import { createSessionRecord, isSessionLive } from '@/lib/auth/sessions';
import { addListItem, removeListItem, reorderList, setSingleton, updateListItem } from '@/lib/content/write';
import { StoreError } from '@/lib/store/errors';
import type { Store } from '@/lib/store/types';
import { applyDrafts, discardDraft, listDrafts, publishDrafts, saveDraft } from '@/lib/content/drafts';
import { readFreshStartChoice, saveFreshStartChoice, startEmpty } from '@/lib/content/fresh-start';
import { stampVersion } from '@/lib/content/migrations';
import { shapeUserContent } from '@/lib/content/shape';
import type { UserContent } from '@/lib/content/schemas';
import { readyForWrites } from '../helpers/ready-store';

export interface HistoryBackend {
  /** A fresh, empty store. */
  create(): Promise<Store>;
  dispose(store: Store): Promise<void>;
  /** Every write is a round trip to a server: the test of the ring's size skips filling it. */
  slowWrites?: boolean;
}

/**
 * `real`, except that every write reaching a revision's copies fails as a full disk would: the
 * last of a save's writes, so an earlier write landing alone would show.
 */
function failingAtRevisions(real: Store): Store {
  const fails = (path: string) => /^\/?history\/revisions(\/|$)/.test(path) || /^\/?history\/?$/.test(path);
  const full = () => new StoreError('full', 'No space left on device');
  return {
    backend: real.backend,
    get: <T>(p: string) => real.get<T>(p),
    set: (p, value) => (fails(p) ? Promise.reject(full()) : real.set(p, value)),
    update: (p, patch) =>
      Object.keys(patch).some((rel) => fails(`${p}/${rel}`)) ? Promise.reject(full()) : real.update(p, patch),
    remove: (p) => real.remove(p),
    push: (p, value) => real.push(p, value),
    transaction: (p, fn) => (fails(p) ? Promise.reject(full()) : real.transaction(p, fn)),
    transactMany: (paths, fn) =>
      real.transactMany(paths, (values) => {
        const writes = fn(values);
        if (writes && Object.keys(writes).some(fails)) throw full();
        return writes;
      }),
  };
}

/** History, undo and restore work through the Store interface alone: each backend runs this once. */
export function runHistoryContract(name: string, backend: HistoryBackend) {
  describe(`History: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await readyForWrites(await backend.create());
    });
    afterEach(async () => {
      await backend.dispose(store);
    });

    type Named = Record<string, { name: string; order: number }>;
    const names = async (key = 'skills') => {
      const list = (await store.get<Named>(`user/${key}`)) ?? {};
      return Object.values(list)
        .sort((a, b) => a.order - b.order)
        .map((i) => i.name);
    };

    describe('revisions', () => {
      it('records each change with the section before and after it, newest first, filterable by section', async () => {
        const a = await addListItem(store, 'skills', { name: 'A' });
        const b = await addListItem(store, 'skills', { name: 'B' });
        const saved = await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
        const removed = await removeListItem(store, 'skills', a.id);

        const all = await listRevisions(store);
        expect(all.map((r) => [r.id, r.kind, r.sections])).toEqual([
          [removed.revision, 'delete', ['skills']],
          [saved.revision, 'save', ['skillsCubeImg']],
          [b.revision, 'add', ['skills']],
          [a.revision, 'add', ['skills']],
        ]);
        expect((await listRevisions(store, 'skills')).map((r) => r.id)).toEqual([
          removed.revision,
          b.revision,
          a.revision,
        ]);

        const deletion = (await getRevision(store, removed.revision!))!;
        expect(Object.keys(deletion.changes.skills!.before as object).sort()).toEqual([a.id, b.id].sort());
        expect(Object.keys(deletion.changes.skills!.after as object)).toEqual([b.id]);
        // Kept outside the public content.
        expect(await store.get('user/history')).toBeNull();
      });

      it('records nothing for a save that changes nothing', async () => {
        await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
        const again = await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
        expect(again).toMatchObject({ committed: true, value: { image1: '/one' } });
        expect(again.revision).toBeUndefined();
        expect(await listRevisions(store)).toHaveLength(1);
      });

      it(`keeps the newest ${HISTORY.limit} revisions and no more`, async () => {
        // Where every write is a network round trip (firebase-server: ~100 ms), the ring is entered
        // just before it wraps round rather than filled first: its slots are addressed the same way.
        const start = backend.slowWrites ? 2 * HISTORY.limit - 3 : 0;
        if (start > 0) await store.set('history/seq', start);
        const total = backend.slowWrites ? 7 : HISTORY.limit + 7;
        for (let i = start + 1; i <= start + total; i++) {
          await recordRevision(store, 'save', {
            skillsCubeImg: { before: { image1: `/${i - 1}` }, after: { image1: `/${i}` } },
          });
        }
        const last = start + total;
        const kept = await listRevisions(store);
        expect(kept).toHaveLength(Math.min(total, HISTORY.limit));
        expect(kept[0].id).toBe(last);
        const oldest = Math.max(start + 1, last - HISTORY.limit + 1);
        expect(kept.at(-1)!.id).toBe(oldest);
        expect(await getRevision(store, oldest)).not.toBeNull();
        // The revision a slot held a whole ring earlier is gone: its slot names another now.
        expect(await getRevision(store, last - HISTORY.limit)).toBeNull();
        expect(await undoRevision(store, last - HISTORY.limit - 4)).toMatchObject({
          ok: false,
          error: expect.stringContaining('not in the history'),
        });
      });
    });

    describe('a save is all or nothing', () => {
      it('a save whose revision cannot be written leaves neither its content nor its draft change nor a revision', async () => {
        const first = await setSingleton(store, 'skillsCubeImg', { image1: '/one' });
        const item = await addListItem(store, 'skills', { name: 'Kept' });
        await saveDraft(store, 'skills', (current) => current);
        const before = await store.get('');
        const failing = failingAtRevisions(store);
        await expect(setSingleton(failing, 'skillsCubeImg', { image1: '/two' })).rejects.toMatchObject({
          code: 'full',
        });
        await expect(addListItem(failing, 'skills', { name: 'Lost' })).rejects.toMatchObject({ code: 'full' });
        await expect(updateListItem(failing, 'skills', item.id, { name: 'Lost' })).rejects.toMatchObject({
          code: 'full',
        });
        await expect(removeListItem(failing, 'skills', item.id)).rejects.toMatchObject({ code: 'full' });
        await expect(undoRevision(failing, first.revision!)).rejects.toMatchObject({ code: 'full' });
        expect(await store.get('')).toEqual(before);

        // Revision numbers go on without a gap once writes succeed again.
        const latest = (await listRevisions(store))[0].id;
        const next = await setSingleton(store, 'skillsCubeImg', { image1: '/three' });
        expect(next.revision).toBe(latest + 1);
        expect((await getRevision(store, next.revision!))!.changes.skillsCubeImg).toEqual({
          before: { image1: '/one' },
          after: { image1: '/three' },
        });
      });

      it('numbers revisions of concurrent saves without gaps, each with its content', async () => {
        const saves = await Promise.all(
          Array.from({ length: 12 }, (_, i) => addListItem(store, 'skills', { name: `S${i}` })),
        );
        const ids = saves.map((s) => s.revision!).sort((a, b) => a - b);
        expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => ids[0] + i));
        expect(await store.get('history/seq')).toBe(ids[11]);
        expect((await names()).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `S${i}`).sort());
      });
    });

    describe('undo and restore', () => {
      it('undoes a delete exactly, and the undo can itself be undone', async () => {
        const a = await addListItem(store, 'skills', { name: 'A' });
        await addListItem(store, 'skills', { name: 'B' });
        const before = await store.get('user/skills');
        const removed = await removeListItem(store, 'skills', a.id);
        expect(await names()).toEqual(['B']);

        const undo = await undoRevision(store, removed.revision!);
        expect(undo).toMatchObject({ ok: true, sections: ['skills'], partial: false });
        expect(await store.get('user/skills')).toEqual(before);

        const redo = await undoRevision(store, (undo as { revision: number }).revision);
        expect(redo.ok).toBe(true);
        expect(await names()).toEqual(['B']);
        expect((await listRevisions(store)).slice(0, 2).map((r) => [r.kind, r.of])).toEqual([
          ['undo', (undo as { revision: number }).revision],
          ['undo', removed.revision],
        ]);
      });

      it('undoes a reorder and a singleton save', async () => {
        const ids = [];
        for (const name of ['A', 'B', 'C']) ids.push((await addListItem(store, 'skills', { name })).id);
        const reorder = await reorderList(store, 'skills', [ids[2], ids[0], ids[1]]);
        expect(await names()).toEqual(['C', 'A', 'B']);
        await undoRevision(store, reorder.revision!);
        expect(await names()).toEqual(['A', 'B', 'C']);

        await setSingleton(store, 'skillsCubeImg', { image1: '/first' });
        const second = await setSingleton(store, 'skillsCubeImg', { image1: '/second', image2: '/x' });
        await undoRevision(store, second.revision!);
        expect(await store.get('user/skillsCubeImg')).toEqual({ image1: '/first' });
      });

      it('never discards a later edit: an undo takes back only what its revision changed', async () => {
        const a = await addListItem(store, 'skills', { name: 'A' });
        const b = await addListItem(store, 'skills', { name: 'B' });
        const removed = await removeListItem(store, 'skills', a.id);
        await updateListItem(store, 'skills', b.id, { name: 'B edited later' });
        const undo = await undoRevision(store, removed.revision!);
        expect(undo.ok).toBe(true);
        expect(await names()).toEqual(['A', 'B edited later']);
      });

      it('restores a section as a revision left it; the restore is a revision that can be undone', async () => {
        const first = await setSingleton(store, 'skillsCubeImg', { image1: '/first' });
        await setSingleton(store, 'skillsCubeImg', { image1: '/second' });
        const restore = await restoreRevision(store, first.revision!);
        expect(restore).toMatchObject({ ok: true, sections: ['skillsCubeImg'] });
        expect(await store.get('user/skillsCubeImg')).toEqual({ image1: '/first' });
        const entry = (await listRevisions(store))[0];
        expect(entry).toMatchObject({ kind: 'restore', of: first.revision });
        await undoRevision(store, entry.id);
        expect(await store.get('user/skillsCubeImg')).toEqual({ image1: '/second' });
      });

      it('records an import as one revision of every section it changed, undoable at once', async () => {
        const result = await importContent({ user: DEMO_USER }, store);
        expect(result.ok).toBe(true);
        const [entry] = await listRevisions(store);
        expect(entry.kind).toBe('import');
        expect(entry.sections).toEqual(expect.arrayContaining(['home', 'about', 'skills', 'socialLinks']));
        await undoRevision(store, entry.id);
        expect(await store.get('user/home')).toBeNull();
        expect(await store.get('user/skills')).toBeNull();
      });

      it('loses nothing when saves and undos run in parallel', async () => {
        const early = [];
        for (let i = 0; i < 10; i++) early.push(await addListItem(store, 'skills', { name: `early-${i}` }));
        const results = await Promise.all([
          ...Array.from({ length: 20 }, (_, i) => addListItem(store, 'skills', { name: `late-${i}` })),
          ...early.slice(0, 5).map((add) => undoRevision(store, add.revision!)),
          ...Array.from({ length: 5 }, (_, i) => setSingleton(store, 'skillsCubeImg', { image1: `/p${i}` })),
        ]);
        expect(results.every((r) => ('ok' in r ? r.ok : r.committed))).toBe(true);
        const shown = await names();
        expect(shown).toHaveLength(25);
        for (let i = 0; i < 20; i++) expect(shown).toContain(`late-${i}`);
        for (let i = 0; i < 5; i++) expect(shown).not.toContain(`early-${i}`);
        for (let i = 5; i < 10; i++) expect(shown).toContain(`early-${i}`);
        // Every change is in the history, each with its own id.
        const ids = (await listRevisions(store)).map((r) => r.id);
        expect(new Set(ids).size).toBe(10 + 20 + 5 + 5);
      });
    });

    describe('revert', () => {
      it('goes back exactly when nothing changed since, and keeps later changes key by key', () => {
        expect(revert({ a: 2 }, { a: 1 }, { a: 2 })).toEqual({ a: 1 });
        expect(revert({ a: 2, b: 9 }, { a: 1, b: 1 }, { a: 2, b: 1 })).toEqual({ a: 1, b: 9 });
        expect(revert({ x: { n: 'later' } }, {}, { x: { n: 'added' } })).toEqual({ x: { n: 'later' } });
        expect(revert(null, { a: 1 }, null)).toEqual({ a: 1 });
        expect(revert({ a: 1 }, null, { a: 1 })).toBeNull();
      });
    });

    describe('drafts', () => {
      const about = () => store.get<Record<string, unknown>>('user/about');
      const draftOf = async (key: 'about' | 'skills') => (await listDrafts(store))[key] ?? null;

      it('keeps a draft out of the published content until Publish, which is one undoable revision', async () => {
        await setSingleton(store, 'about', { ...DEMO_USER.about, status: 'Published' });
        const saved = await saveDraft(store, 'about', (current) => ({ ...(current as object), status: 'Draft' }));
        expect(saved.committed).toBe(true);
        expect((await about())!.status).toBe('Published');
        expect(((await draftOf('about'))!.data as { status: string }).status).toBe('Draft');
        expect((await getRevision(store, saved.revision!))!).toMatchObject({
          kind: 'draft',
          sections: [],
          drafts: ['about'],
        });
        expect((await listRevisions(store, 'about')).map((r) => r.id)).toContain(saved.revision);

        // A second save edits the draft, not the published section.
        await saveDraft(store, 'about', (current) => ({ ...(current as object), address: 'Draft street' }));
        expect((await draftOf('about'))!.data as { status: string; address: string }).toMatchObject({
          status: 'Draft',
          address: 'Draft street',
        });

        const published = await publishDrafts(store, ['about']);
        expect(published).toMatchObject({ committed: true, sections: ['about'] });
        expect(await about()).toMatchObject({ status: 'Draft', address: 'Draft street' });
        expect(await draftOf('about')).toBeNull();
        const revision = (await getRevision(store, published.revision!))!;
        expect(revision).toMatchObject({ kind: 'publish', sections: ['about'], drafts: ['about'] });

        const undone = await undoRevision(store, published.revision!);
        expect(undone.ok).toBe(true);
        expect((await about())!.status).toBe('Published');
        expect(((await draftOf('about'))!.data as { status: string }).status).toBe('Draft');
        // Nothing to publish twice; nothing published for a section without a draft.
        expect((await publishDrafts(store, ['skills'])).committed).toBe(false);
      });

      it('discards a draft as a revision whose Undo brings it back', async () => {
        await saveDraft(store, 'about', () => ({ ...DEMO_USER.about, status: 'Draft' }));
        const discarded = await discardDraft(store, 'about');
        expect(discarded.committed).toBe(true);
        expect(await draftOf('about')).toBeNull();
        expect((await getRevision(store, discarded.revision!))!.kind).toBe('discard');
        expect((await discardDraft(store, 'about')).committed).toBe(false);
        await undoRevision(store, discarded.revision!);
        expect(((await draftOf('about'))!.data as { status: string }).status).toBe('Draft');
      });

      it('an instant save replaces the draft in the same revision, and its Undo restores both', async () => {
        await setSingleton(store, 'about', { ...DEMO_USER.about, status: 'Before' });
        await saveDraft(store, 'about', (current) => ({ ...(current as object), status: 'Draft' }));
        const instant = await setSingleton(store, 'about', { ...DEMO_USER.about, status: 'Instant' });
        expect(await draftOf('about')).toBeNull();
        expect((await getRevision(store, instant.revision!))!).toMatchObject({
          kind: 'save',
          sections: ['about'],
          drafts: ['about'],
        });
        await undoRevision(store, instant.revision!);
        expect((await about())!.status).toBe('Before');
        expect(((await draftOf('about'))!.data as { status: string }).status).toBe('Draft');
      });

      it('publishes every pending draft at once, lists included, as one revision', async () => {
        const a = await addListItem(store, 'skills', { name: 'A' });
        await saveDraft(store, 'skills', (current) => ({
          ...(current as object),
          [a.id]: { name: 'A (draft)', order: 1 },
          extra: { name: 'New in draft', order: 2 },
        }));
        await saveDraft(store, 'about', () => ({ ...DEMO_USER.about, status: 'Draft' }));
        expect(await names()).toEqual(['A']);
        const preview = applyDrafts({ ...(DEMO_USER as unknown as UserContent) }, await listDrafts(store));
        expect(preview.skills.map((s) => s.name)).toEqual(['A (draft)', 'New in draft']);
        expect(preview.about.status).toBe('Draft');

        const all = await publishDrafts(store);
        expect(all.sections.sort()).toEqual(['about', 'skills']);
        expect(await names()).toEqual(['A (draft)', 'New in draft']);
        expect(await listDrafts(store)).toEqual({});
        await undoRevision(store, all.revision!);
        expect(await names()).toEqual(['A']);
        expect(Object.keys(await listDrafts(store)).sort()).toEqual(['about', 'skills']);
      });
    });

    describe('restore and undo of part of a revision (issue 29)', () => {
      /** One revision that changed two sections, then an item published in one of them since. */
      async function twoSections() {
        await addListItem(store, 'skills', { name: 'Then' });
        const id = await recordRevision(store, 'baseline', {
          skillsCubeImg: { before: null, after: { image1: '/then' } },
          skills: { before: null, after: await store.get('user/skills') },
        });
        await setSingleton(store, 'skillsCubeImg', { image1: '/now' });
        const added = await addListItem(store, 'skills', { name: 'Published since' });
        return { id: id!, added };
      }

      it('changes only the sections in scope; a section the revision did not change is refused', async () => {
        const { id } = await twoSections();
        const result = await restoreRevision(store, id, { only: ['skillsCubeImg'] });
        expect(result).toMatchObject({ ok: true, sections: ['skillsCubeImg'] });
        expect(await store.get('user/skillsCubeImg')).toEqual({ image1: '/then' });
        expect(await names()).toEqual(['Then', 'Published since']);
        expect((await listRevisions(store))[0]).toMatchObject({ kind: 'restore', sections: ['skillsCubeImg'] });

        const before = await store.get('');
        expect(await restoreRevision(store, id, { only: ['about'] })).toEqual({
          ok: false,
          error: HISTORY_SCOPE.notInRevision(id),
        });
        expect(await undoRevision(store, id, { only: ['about'] })).toMatchObject({ ok: false });
        expect(await store.get('')).toEqual(before);
      });

      it('plans a restore without writing: the sections it changes and the published items it removes', async () => {
        const { id, added } = await twoSections();
        const before = await store.get('');
        const plan = await planRestore(store, id);
        expect(plan).toMatchObject({ ok: true, sections: ['skillsCubeImg', 'skills'] });
        expect(plan.ok && plan.removed.map((r) => [r.section, Object.keys(r.items)])).toEqual([['skills', [added.id]]]);
        expect(await planRestore(store, id, { only: ['skillsCubeImg'] })).toEqual({
          ok: true,
          sections: ['skillsCubeImg'],
          removed: [],
        });
        expect(await store.get('')).toEqual(before);
      });
    });

    describe('a fresh start (issue 31)', () => {
      it("start empty is one revision whose Undo brings the demo back; the owner's answer is kept", async () => {
        await store.set('user', stampVersion(DEMO_USER));
        const before = shapeUserContent(await store.get('user'));
        const { revision } = await startEmpty(store, async () => {});
        const emptied = shapeUserContent(await store.get('user'));
        expect(emptied.frontendProjects).toEqual([]);
        expect(emptied.socialLinks).toEqual([]);
        expect((await listRevisions(store))[0]).toMatchObject({ id: revision, kind: 'fresh-start' });
        expect((await undoRevision(store, revision!)).ok).toBe(true);
        expect(shapeUserContent(await store.get('user'))).toEqual(before);

        expect(await readFreshStartChoice(store)).toBeNull();
        await saveFreshStartChoice(store, 'empty');
        expect(await readFreshStartChoice(store)).toBe('empty');
      });
    });

    describe('password reset from the host (npm run admin:reset-password)', () => {
      it('sets the password, keeps the username and ends every session', async () => {
        await store.set('admin/credentials', { username: 'nova', passwordHash: 'not-a-real-hash' });
        const sid = await createSessionRecord(store);
        const version = await getSessionVersion(store);
        expect(await resetPassword(store, 'a new password 123')).toBe('nova');
        expect(await checkCredentials(store, 'nova', 'a new password 123')).toBe(true);
        expect(await isSessionLive(store, sid)).toBe(false);
        expect(await getSessionVersion(store)).toBe(version + 1);
      });
    });
  });
}
