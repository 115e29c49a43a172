import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';

// The public read path: a section's cache fill reads that section's node (a list with pages: the
// lists sharing its addresses) and the content's version, never the whole content. getData reads
// the process-wide store, built from DATA_DIR.
const dir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-read-path-'));
process.env.DATA_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load() {
  const [{ getPublishedSections }, { ensureContentReady }, { getStore }] = await Promise.all([
    import('@/lib/content/get-data'),
    import('@/lib/content/ready'),
    import('@/lib/store'),
  ]);
  const store = getStore();
  await ensureContentReady(store);
  // The real store, its reads recorded: each path asked for.
  const get = jest.spyOn(store, 'get');
  get.mockClear();
  const readPaths = () => get.mock.calls.map(([p]) => p).sort();
  return { getPublishedSections, store, get, readPaths };
}

type Items = Record<string, Record<string, unknown>>;

afterEach(() => jest.restoreAllMocks());

describe('reading published sections', () => {
  it('reads a section’s own node and the version, never the whole content', async () => {
    const { getPublishedSections, get, readPaths } = await load();
    const { skills } = await getPublishedSections(['skills']);
    expect(skills.length).toBeGreaterThan(0);
    expect(readPaths()).toEqual(['user/schemaVersion', 'user/skills']);

    get.mockClear();
    const { about } = await getPublishedSections(['about']);
    expect(about.fullName).toBe(DEMO_USER.about.fullName);
    expect(readPaths()).toEqual(['user/about', 'user/schemaVersion']);
  });

  it('reads a project list with the other two, which share its addresses; the notes on their own', async () => {
    const { getPublishedSections, readPaths, get } = await load();
    const { frontendProjects } = await getPublishedSections(['frontendProjects']);
    expect(frontendProjects.every((p) => p.slug !== '')).toBe(true);
    expect(readPaths()).toEqual([
      'user/backendProjects',
      'user/frontendProjects',
      'user/fullstackProjects',
      'user/schemaVersion',
    ]);
    get.mockClear();
    await getPublishedSections(['notes']);
    expect(readPaths()).toEqual(['user/notes', 'user/schemaVersion']);
  });

  it('settles addresses as the whole content’s read does: a missing slug, or one taken in another list', async () => {
    const { getPublishedSections, store, readPaths } = await load();
    const front = (await store.get<Items>('user/frontendProjects'))!;
    const back = (await store.get<Items>('user/backendProjects'))!;
    const [frontId, frontProject] = Object.entries(front)[0];
    const [backId] = Object.entries(back)[0];
    // A restore of one list (or a backup) can bring back a slug another list now holds.
    await store.set(`user/backendProjects/${backId}/slug`, frontProject.slug);
    await store.set(`user/frontendProjects/${Object.keys(front)[1]}/slug`, null);

    const content = await getPublishedSections(['frontendProjects', 'backendProjects']);
    expect(readPaths()).not.toContain('user');
    const slugs = [...content.frontendProjects, ...content.backendProjects].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => slug !== '')).toBe(true);
    // The first list keeps its slug; the clashing project gets its title's.
    expect(content.frontendProjects.find((p) => p._id === frontId)!.slug).toBe(frontProject.slug);
    expect(content.backendProjects.find((p) => p._id === backId)!.slug).not.toBe(frontProject.slug);
  });

  it('shows an invalid section as its last valid revision, through the whole-content path', async () => {
    const { getPublishedSections, store, readPaths } = await load();
    const before = (await getPublishedSections(['about'])).about.fullName;
    await store.set('user/about/email', 'not an address');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await getPublishedSections(['about'])).about.fullName).toBe(before);
    expect(readPaths()).toContain('user');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Stored content is invalid in about'));
    await store.set('user/about/email', DEMO_USER.about.email);
  });

  it('reads content of an earlier release (no version) through the whole-content path, which upgrades it', async () => {
    const { getPublishedSections, store, readPaths } = await load();
    await store.remove('user/schemaVersion');
    const { skills } = await getPublishedSections(['skills']);
    expect(skills.length).toBeGreaterThan(0);
    expect(readPaths()).toContain('user');
  });

  it('seeds an empty store on the first read, lists and singletons alike, as the build does', async () => {
    const { getPublishedSections, store } = await load();
    await store.remove('user');
    const { about, skills } = await getPublishedSections(['about', 'skills']);
    expect(about.fullName).toBe(DEMO_USER.about.fullName);
    expect(skills.length).toBe(Object.keys(DEMO_USER.skills).length);
    expect(await store.get('user/about/fullName')).toBe(DEMO_USER.about.fullName);
  });
});
