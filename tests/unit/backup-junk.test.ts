/**
 * Finding "a backup import stores fields the schema does not know": the import validated the
 * backup but stored the raw input, so extra keys at the top of `user`, in sections, in list items
 * and deeper survived (public under Firebase's readable `user` node, read on every render).
 * Every writer of whole sections is replayed on the real embedded store: the import (current and
 * legacy shapes, and the content:import command), restore and undo of a revision recorded before
 * the fix, publishing a draft, and an admin write to a section already holding such keys.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_IMPORT } from '@/lib/backup/words';
import { importContent } from '@/lib/backup/backup';
import { DEMO_USER } from '@/lib/content/demo';
import { publishDrafts } from '@/lib/content/drafts';
import { recordRevision, restoreRevision, undoRevision } from '@/lib/content/history';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { DRAFTS_PATH } from '@/lib/store/paths';
import { shapeUserContent } from '@/lib/content/shape';
import { moveListItem } from '@/lib/content/write';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { normalizeValue, presentValue } from '@/lib/store/rules';

jest.setTimeout(60_000);

type Tree = Record<string, unknown>;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const stores: EmbeddedStore[] = [];
const dirs: string[] = [];

function freshStore(): EmbeddedStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-junk-'));
  dirs.push(dir);
  const store = new EmbeddedStore(dir);
  stores.push(store);
  return store;
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every key path (a/b/c) in `value` whose last key starts with "junk". */
function junkPaths(value: unknown, where = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Tree).flatMap(([key, child]) => [
    ...(key.startsWith('junk') ? [`${where}${key}`] : []),
    ...junkPaths(child, `${where}${key}/`),
  ]);
}

/** The demo content with junk keys at every level: top of user, a section, a list item, a nested object. */
function userWithJunk(): Tree {
  const user = clone(DEMO_USER) as unknown as Record<string, Tree>;
  (user as Tree).junkTop = { secret: 'x'.repeat(1000) };
  user.home.junkSection = 'section junk';
  user.about.junkAbout = { deep: { deeper: 1 } };
  const skill = Object.values(user.skills)[0] as Tree;
  skill.junkItem = 'item junk';
  const project = Object.values(user.frontendProjects)[0] as Tree;
  project.junkProject = ['a', 'b'];
  (project.gallery as Tree[])[0].junkNested = 'nested junk';
  return user;
}

it('the import fixture really carries junk at every level and is valid (the premise)', () => {
  const user = userWithJunk();
  expect(junkPaths(user)).toHaveLength(6);
  expect(() => shapeUserContent(presentValue(normalizeValue(user)))).not.toThrow();
});

it('an import with junk keys at every level stores none of them, keeps the version stamp and says so', async () => {
  const store = freshStore();
  const result = await importContent({ user: userWithJunk() }, store);
  expect(result).toMatchObject({ ok: true, sections: 13 });
  const user = await store.get<Tree>('user');
  expect(junkPaths(user)).toEqual([]);
  expect(user?.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
  // What pages show is unchanged: the same content as the clean demo.
  expect(shapeUserContent(user)).toEqual(shapeUserContent(presentValue(normalizeValue(clone(DEMO_USER)))));
  expect(result.ok && result.notes?.[0]).toMatch(/^6 field\(s\) the content schema does not know were left out: /);
  // Nor does the history (private, but restorable) keep them.
  expect(junkPaths(await store.get('history'))).toEqual([]);
});

it('a legacy-shaped backup with junk keys stores none of them, in the content or the inbox', async () => {
  const store = freshStore();
  const user = presentValue(normalizeValue(userWithJunk())) as Record<string, unknown>;
  user.skills = [{ _id: 'skill1', name: 'TypeScript', junkLegacy: 'x' }];
  user.feedbacks = [{ _id: 'f1', name: 'Ann', email: 'ann@example.com', message: 'Hello', junkFeedback: 'x' }];
  const result = await importContent({ user }, store);
  expect(result).toMatchObject({ ok: true, feedbacks: 1 });
  expect(junkPaths(await store.get('user'))).toEqual([]);
  expect(junkPaths(await store.get('feedbacks'))).toEqual([]);
  expect(await store.get('user/skills')).toEqual({ skill1: { name: 'TypeScript', order: 1 } });
});

/** The demo with `count` junk keys added to the home section. */
function demoWithJunkKeys(count: number): Tree {
  const user = clone(DEMO_USER) as unknown as Record<string, Tree>;
  for (let i = 0; i < count; i++) user.home[`junk${i}`] = i;
  return user;
}

it('a backup with 200,000 junk keys is refused at once and changes nothing', async () => {
  const store = freshStore();
  expect((await importContent({ user: DEMO_USER }, store)).ok).toBe(true);
  const before = await store.get('');
  const user = demoWithJunkKeys(200_000);
  const started = performance.now();
  const result = await importContent({ user }, store);
  const ms = performance.now() - started;
  expect(result).toEqual({ ok: false, errors: [BACKUP_IMPORT.tooManyFields(BACKUP_IMPORT.maxFields)] });
  expect(await store.get('')).toEqual(before);
  // Before the fix all 200,000 were stored (about 9 s here, with the history copy); refused, ~10 ms.
  expect(ms).toBeLessThan(500);
});

it('a backup with junk keys up to the limit is stripped and none is stored', async () => {
  const store = freshStore();
  const result = await importContent({ user: demoWithJunkKeys(BACKUP_IMPORT.maxFields - 1_000) }, store);
  expect(result).toMatchObject({ ok: true, notes: [expect.stringMatching(/^49000 field\(s\)/)] });
  expect(Object.keys((await store.get<Tree>('user/home')) ?? {})).toEqual(
    Object.keys(presentValue(normalizeValue(DEMO_USER.home)) as Tree),
  );
  expect(junkPaths(await store.get('history'))).toEqual([]);
});

it('the content:import command stores none of the junk keys', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-junk-cli-'));
  dirs.push(dir);
  const file = path.join(dir, 'backup.json');
  fs.writeFileSync(file, JSON.stringify({ user: userWithJunk() }));
  const dataDir = path.join(dir, 'data');
  const run = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.json', 'scripts/content-import.ts', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATA_BACKEND: 'file' },
    encoding: 'utf8',
  });
  expect(run.stderr).toContain('Note: 6 field(s) the content schema does not know were left out');
  expect(run.status).toBe(0);
  const store = new EmbeddedStore(dataDir);
  stores.push(store);
  return store.get('user').then((user) => {
    expect(user).not.toBeNull();
    expect(junkPaths(user)).toEqual([]);
  });
});

describe('sections written back from history, drafts and admin edits', () => {
  /** A store holding the clean demo, and a revision recorded before the fix whose sections hold junk. */
  async function storeWithOldRevision() {
    const store = freshStore();
    expect((await importContent({ user: DEMO_USER }, store)).ok).toBe(true);
    const junky = presentValue(normalizeValue(userWithJunk())) as Tree;
    const clean = (await store.get<Tree>('user'))!;
    const id = await recordRevision(store, 'import', {
      home: { before: clean.home, after: junky.home },
      skills: { before: clean.skills, after: junky.skills },
      frontendProjects: { before: clean.frontendProjects, after: junky.frontendProjects },
    });
    return { store, id: id!, junky, clean };
  }

  it('restoring a revision whose sections hold junk keys stores only the schema fields', async () => {
    const { store, id } = await storeWithOldRevision();
    const result = await restoreRevision(store, id);
    expect(result).toMatchObject({ ok: true });
    expect(junkPaths(await store.get('user'))).toEqual([]);
    const demoProject = Object.values(DEMO_USER.frontendProjects)[0] as { gallery: unknown };
    expect(await store.get('user/frontendProjects/demo-frontendProjects-01/gallery')).toEqual(demoProject.gallery);
  });

  it('undoing a revision back to a state with junk keys stores only the schema fields', async () => {
    const { store, junky } = await storeWithOldRevision();
    // The section as an old import left it (junk included), then an edit recorded after it.
    await store.set('user/home', junky.home);
    const edit = await recordRevision(store, 'save', {
      home: { before: junky.home, after: { ...(junky.home as Tree), quote: 'Edited' } },
    });
    await store.set('user/home/quote', 'Edited');
    expect((await undoRevision(store, edit!)).ok).toBe(true);
    expect(await store.get('user/home/quote')).toBe((DEMO_USER.home as Tree).quote);
    expect(junkPaths(await store.get('user/home'))).toEqual([]);
  });

  it('publishing a draft made from a section holding junk keys stores only the schema fields', async () => {
    const { store, junky } = await storeWithOldRevision();
    await store.set(`${DRAFTS_PATH}/skills`, { at: Date.now(), data: junky.skills });
    const published = await publishDrafts(store, ['skills']);
    expect(published.committed).toBe(true);
    expect(junkPaths(await store.get('user/skills'))).toEqual([]);
  });

  it('an admin edit of a section already holding junk keys stores only the schema fields', async () => {
    const { store, junky } = await storeWithOldRevision();
    await store.set('user/skills', junky.skills);
    const ids = Object.keys(junky.skills as Tree);
    expect((await moveListItem(store, 'skills', ids[0], 'down')).committed).toBe(true);
    expect(junkPaths(await store.get('user/skills'))).toEqual([]);
  });
});
