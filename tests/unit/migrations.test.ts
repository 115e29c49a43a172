import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { listRevisions, writeWithRevision } from '@/lib/content/history';
import { setSingleton } from '@/lib/content/write';
import { ALT_TEXT_MAX } from '@/lib/content/fields';
import { CONTENT_SCHEMA_VERSION, migrateSection, migrateUser, storedVersion } from '@/lib/content/migrations';
import { SINGLETON_SCHEMAS } from '@/lib/content/schemas';
import { ContentError, shapeSection, shapeUserContent } from '@/lib/content/shape';
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
  // Notes came in version 7.
  delete user.notes;
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
    expect(shaped.home).toEqual(SINGLETON_SCHEMAS.home.parse(DEMO_USER.home));
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
    const { getData } = await import('@/lib/content/get-data');
    const { ensureContentReady } = await import('@/lib/content/ready');
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
    expect(baseline.sections).toHaveLength(12);
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
    await store.set('history', { seq: 0 }); // a site whose history holds no state of most sections
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

/** Content as the release before alt texts (version 3) stored it: the demo owner without any alt field. */
function versionThree() {
  const user = JSON.parse(JSON.stringify(DEMO_USER)) as Record<string, Record<string, unknown>>;
  const strip = (node: Record<string, unknown>) => {
    for (const field of Object.keys(node)) if (field.endsWith('Alt')) delete node[field];
  };
  for (const key of ['home', 'about', 'skillsCubeImg']) strip(user[key]);
  for (const key of ['frontendProjects', 'fullstackProjects', 'backendProjects', 'socialLinks'])
    for (const item of Object.values(user[key])) strip(item as Record<string, unknown>);
  return { ...user, schemaVersion: 3 };
}

type Sections = Record<string, Record<string, Record<string, unknown>>>;

describe('version 3 → 4: alt texts', () => {
  it('fills every alt field with the text the pages of version 3 generated', () => {
    const { user, from, changed } = migrateUser(versionThree());
    expect([from, changed]).toEqual([3, true]);
    const shaped = shapeUserContent(user);
    expect(shaped.home.banner_imgAlt).toBe('Portrait of Nova Reyes');
    expect(shaped.home.backgroundAlt).toBe('Banner background');
    expect(shaped.about.avatarAlt).toBe('Photo of Nova Reyes');
    expect([1, 2, 3, 4, 5, 6].map((n) => shaped.skillsCubeImg[`image${n}Alt` as 'image1Alt'])).toEqual([
      'Skill image 1',
      'Skill image 2',
      'Skill image 3',
      'Skill image 4',
      'Skill image 5',
      'Skill image 6',
    ]);
    expect(shaped.frontendProjects.map((p) => p.imageAlt)).toEqual([
      'Screenshot of Tidewatch',
      'Screenshot of Palette Lab',
    ]);
    expect(shaped.backendProjects.map((p) => p.imageAlt)).toEqual([
      'Screenshot of Ledgerline API',
      'Screenshot of Queue Keeper',
    ]);
    expect(shaped.socialLinks.map((l) => l.iconAlt)).toEqual(['GitHub', 'LinkedIn', 'Email']);
  });

  it('names the text as the page did (trimmed), and falls back when the source text is missing', () => {
    const v3 = versionThree() as unknown as Sections;
    v3.frontendProjects['demo-frontendProjects-01'].title = '  Spaced  ';
    delete v3.frontendProjects['demo-frontendProjects-02'].title;
    v3.about.fullName = 42 as unknown as Record<string, unknown>;
    const user = migrateUser(v3).user as Sections;
    expect(user.frontendProjects['demo-frontendProjects-01'].imageAlt).toBe('Screenshot of Spaced');
    expect(user.frontendProjects['demo-frontendProjects-02'].imageAlt).toBe('Project screenshot');
    expect(user.about.avatarAlt).toBe('Photo');
    expect(user.home.banner_imgAlt).toBe('Portrait');
  });

  it('keeps alt texts already there (even invalid ones, for validation to name) and is idempotent', () => {
    const v3 = versionThree() as unknown as Sections;
    v3.about.avatarAlt = 'Nova at the harbour' as unknown as Record<string, unknown>;
    v3.home.banner_imgAlt = '' as unknown as Record<string, unknown>;
    const once = migrateUser(v3).user as Sections;
    expect(once.about.avatarAlt).toBe('Nova at the harbour');
    expect(once.home.banner_imgAlt).toBe('');
    // Running the step again (a second read, or every step over today's content) changes nothing.
    expect(migrateUser(once)).toEqual({ user: once, from: CONTENT_SCHEMA_VERSION, changed: false });
    const today = migrateUser(versionThree()).user;
    expect(migrateUser({ ...(today as object), schemaVersion: 3 }).user).toEqual(today);
    expect(migrateSection('home', (today as Sections).home, today)).toEqual((today as Sections).home);
  });

  it('upgrades one section of a revision on its own, naming the owner from the current content', () => {
    const v3 = versionThree() as unknown as Sections;
    expect(migrateSection('home', v3.home, { about: { fullName: 'Ada Lovelace' } })).toMatchObject({
      banner_imgAlt: 'Portrait of Ada Lovelace',
      backgroundAlt: 'Banner background',
    });
    expect(migrateSection('socialLinks', v3.socialLinks)).toMatchObject({
      'demo-socialLinks-01': { iconAlt: 'GitHub' },
    });
    expect(migrateSection('home', null)).toBeNull();
  });

  it('a shape the migration cannot use is left for validation to name', () => {
    const v3 = versionThree() as unknown as Record<string, unknown>;
    v3.socialLinks = 'not a list';
    v3.frontendProjects = { bad: 'not an item' };
    const user = migrateUser(v3).user as Record<string, unknown>;
    expect(user.socialLinks).toBe('not a list');
    expect(user.frontendProjects).toEqual({ bad: 'not an item' });
    expect(() => shapeUserContent(user)).toThrow('user/socialLinks: must be a map of items keyed by id');
  });

  it('refuses an empty or overlong alt text with a clear message', () => {
    const today = migrateUser(versionThree()).user as Sections;
    today.frontendProjects['demo-frontendProjects-01'].imageAlt = '   ';
    today.about.avatarAlt = 'x'.repeat(ALT_TEXT_MAX + 1) as unknown as Record<string, unknown>;
    today.socialLinks['demo-socialLinks-01'].iconAlt = 'a\u0007b';
    expect(() => shapeUserContent(today)).toThrow(ContentError);
    try {
      shapeUserContent(today);
    } catch (error) {
      expect((error as ContentError).issues).toEqual(
        expect.arrayContaining([
          'user/frontendProjects/demo-frontendProjects-01/imageAlt: Project image alt text is required',
          `user/about/avatarAlt: Avatar alt text must be at most ${ALT_TEXT_MAX} characters`,
          'user/socialLinks/demo-socialLinks-01/iconAlt: Icon alt text must not contain control characters',
        ]),
      );
    }
  });
});

describe('content of version 3 in the store, in backups and in history', () => {
  it('reads version 3 content with alt texts, and the first write stores them', async () => {
    const { getData } = await import('@/lib/content/get-data');
    const { ensureContentReady } = await import('@/lib/content/ready');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.remove('history');
    await store.set('user', versionThree());
    const content = await getData('user');
    expect(content.frontendProjects[0].imageAlt).toBe('Screenshot of Tidewatch');
    expect(await store.get('user/schemaVersion')).toBe(3); // reading never writes
    await ensureContentReady(store);
    expect(await store.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    expect(await store.get('user/about/avatarAlt')).toBe('Photo of Nova Reyes');
    expect(await getData('user')).toEqual(content);
  });

  it('imports a version 3 backup (as a backup file or the command line would) with the alt texts filled', async () => {
    const { importContent } = await import('@/lib/backup/backup');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    const result = await importContent({ user: versionThree() }, store);
    expect(result).toMatchObject({ ok: true });
    expect(await store.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    expect(await store.get('user/socialLinks/demo-socialLinks-02/iconAlt')).toBe('LinkedIn');
    // A backup claiming today's version must carry its alt texts: nothing is written.
    const bad = await importContent({ user: { ...versionThree(), schemaVersion: CONTENT_SCHEMA_VERSION } }, store);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual(
      expect.arrayContaining(['user/home/banner_imgAlt: Banner image alt text is required']),
    );
    expect(await store.get('user/socialLinks/demo-socialLinks-02/iconAlt')).toBe('LinkedIn');
  });

  it('a revision recorded before the upgrade still shows, repairs and restores as valid content', async () => {
    const { getData, lastValidRevision } = await import('@/lib/content/get-data');
    const { ensureContentReady } = await import('@/lib/content/ready');
    const { getStore } = await import('@/lib/store');
    const { restoreRevision, undoRevision } = await import('@/lib/content/history');
    const store = getStore();
    await store.remove('history');
    const v3 = versionThree() as unknown as Sections;
    await store.set('user', v3);
    // Version 3 saved the home section (a revision in version 3's shape), then the upgrade ran.
    const home = { ...v3.home, quote: 'Quote of version 3' };
    const saved = await writeWithRevision(store, 'save', ['user/home'], () => ({
      writes: { 'user/home': home },
      changes: { home: { before: v3.home, after: home } },
    }));
    await ensureContentReady(store);
    const upgrade = (await listRevisions(store))[0];
    expect(upgrade.kind).toBe('upgrade');
    expect(await store.get('user/home/banner_imgAlt')).toBe('Portrait of Nova Reyes');

    // Broken by hand: the page falls back to the old revision, upgraded.
    await store.set('user/home/quote', '');
    const fallback = await lastValidRevision(store, 'home');
    expect(fallback?.revision).toBe(upgrade.id);
    const content = await getData('user');
    expect(content.home).toMatchObject({ quote: 'Quote of version 3', banner_imgAlt: 'Portrait of Nova Reyes' });

    // Restoring the version 3 revision writes it in today's shape, valid.
    expect(await restoreRevision(store, saved.revision!)).toMatchObject({ ok: true });
    expect(shapeSection('home', await store.get('user/home')).ok).toBe(true);
    expect(await store.get('user/home')).toMatchObject({
      quote: 'Quote of version 3',
      backgroundAlt: 'Banner background',
    });

    // Undoing the upgrade itself leaves valid content too.
    expect(await undoRevision(store, upgrade.id)).toMatchObject({ ok: true });
    const after = await store.get('user');
    expect(() => shapeUserContent(after)).not.toThrow();
  });
});
