import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { listRevisions } from '@/lib/content/history';
import { setSingleton } from '@/lib/content/write';
import { CONTENT_SCHEMA_VERSION, migrateUser, storedVersion } from '@/lib/content/migrations';
import { ContentError, shapeUserContent } from '@/lib/content/shape';
import type { Store } from '@/lib/store/types';

// getData reads the process-wide store, built from DATA_DIR.
const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Content as the first release stored it: no version, sparse and tied orders, optional fields left out. */
function versionOne() {
  const user = JSON.parse(JSON.stringify(DEMO_USER)) as Record<string, Record<string, Record<string, unknown>>>;
  user.skills['demo-skills-01'].order = 10;
  user.skills['demo-skills-02'].order = 10;
  user.skills['demo-skills-03'].order = 40;
  delete user.workTimeline['demo-workTimeline-01'].enddate;
  delete user.frontendProjects['demo-frontendProjects-02'].demoLink;
  return user;
}

describe('content migrations', () => {
  it('reads content without a version as version 1', () => {
    expect(storedVersion(versionOne())).toBe(1);
    expect(storedVersion({ ...versionOne(), schemaVersion: CONTENT_SCHEMA_VERSION })).toBe(CONTENT_SCHEMA_VERSION);
    expect(storedVersion({ schemaVersion: 'x' })).toBe(1);
  });

  it('upgrades version 1 to today: distinct places 1..n, optional fields stored, version stamped', () => {
    const { user, from, changed } = migrateUser(versionOne());
    expect(from).toBe(1);
    expect(changed).toBe(true);
    const migrated = user as Record<string, Record<string, Record<string, unknown>>> & { schemaVersion: number };
    expect(migrated.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    const orders = Object.entries(migrated.skills)
      .sort((a, b) => (a[1].order as number) - (b[1].order as number))
      .map(([id, item]) => [id, item.order]);
    expect(orders).toEqual([
      ['demo-skills-04', 1],
      ['demo-skills-05', 2],
      ['demo-skills-06', 3],
      ['demo-skills-07', 4],
      ['demo-skills-08', 5],
      ['demo-skills-09', 6],
      ['demo-skills-01', 7],
      ['demo-skills-02', 8],
      ['demo-skills-03', 9],
    ]);
    expect(migrated.workTimeline['demo-workTimeline-01'].enddate).toBe('');
    expect(migrated.frontendProjects['demo-frontendProjects-02'].demoLink).toBe('');
    // Nothing the owner wrote is lost.
    const shaped = shapeUserContent(migrated);
    expect(shaped.skills.map((s) => s.name)).toHaveLength(9);
    expect(shaped.home).toEqual(DEMO_USER.home);
  });

  it('leaves current content alone and runs steps in order up to the target', () => {
    const current = { ...versionOne(), schemaVersion: CONTENT_SCHEMA_VERSION };
    expect(migrateUser(current)).toEqual({ user: current, from: CONTENT_SCHEMA_VERSION, changed: false });
    // A later release renaming a field: version 2 → 3 moves home.quote to home.motto.
    const rename = {
      1: (u: Record<string, unknown>) => ({ ...u, stepOne: true }),
      2: (u: Record<string, unknown>) => {
        const { quote, ...home } = u.home as Record<string, unknown>;
        return { ...u, home: { ...home, motto: quote } };
      },
    };
    const { user } = migrateUser({ home: { quote: 'Q' } }, rename, 3);
    expect(user).toEqual({ home: { motto: 'Q' }, stepOne: true, schemaVersion: 3 });
    expect(() => migrateUser({ home: {} }, { 1: (u) => u }, 3)).toThrow('No content migration from version 2 to 3');
  });
});

describe('reading and writing content of an earlier release', () => {
  it('shows version 1 content, and the first write stores it upgraded as one revision', async () => {
    const { getData, ensureContentReady } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user', versionOne());
    const content = await getData('user');
    expect(content.skills.map((s) => s.name).slice(0, 2)).toEqual(['Node.js', 'PostgreSQL']);
    expect(await store.get('user/schemaVersion')).toBeNull(); // reading never writes

    await ensureContentReady(store);
    expect(await store.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    const [upgrade, baseline] = await listRevisions(store);
    expect(upgrade.kind).toBe('upgrade');
    // History began with the content as it stood, every section valid.
    expect(baseline.kind).toBe('baseline');
    expect(baseline.sections).toHaveLength(11);
    expect(upgrade.sections).toEqual(expect.arrayContaining(['skills', 'workTimeline', 'frontendProjects']));
    await ensureContentReady(store);
    expect(await listRevisions(store)).toHaveLength(2);
    expect(await getData('user')).toEqual(content);
  });

  it('keeps public pages up on invalid content: last valid revision, or a list’s valid items', async () => {
    const { getData, inspectContent } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user', { ...DEMO_USER, schemaVersion: CONTENT_SCHEMA_VERSION });
    await store.remove('history'); // a site whose history holds no state of most sections
    await setSingleton(store, 'home', { ...DEMO_USER.home, quote: 'The last valid quote' });
    // Hand edits break the quote and one skill.
    await store.set('user/home/quote', '');
    await store.set('user/languagesKnown/demo-languagesKnown-02/name', { not: 'text' });

    const content = await getData('user');
    expect(content.home.quote).toBe('The last valid quote');
    // No revision of this list was ever valid here: its valid items are shown.
    expect(content.languagesKnown.map((l) => l.name)).toEqual(['English', 'Spanish']);

    const report = await inspectContent();
    expect(Object.keys(report.invalid).sort()).toEqual(['home', 'languagesKnown']);
    expect(report.content.languagesKnown).toHaveLength(2);
    expect(report.invalid.home).toEqual(['user/home/quote: Quote is required']);

    // A singleton with no valid revision at all cannot be shown: the error names the field.
    await store.set('user/about/email', 'not-an-email');
    await expect(getData('user')).rejects.toThrow(ContentError);
    await expect(getData('user')).rejects.toThrow('user/about/email');
  });
});
