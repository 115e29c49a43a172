import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { stampVersion } from '@/lib/content/migrations';

// The public read path: a section's cache fill reads that section's node once, not the whole
// content. getData reads the process-wide store, built from DATA_DIR.
const dir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-read-path-'));
process.env.DATA_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load() {
  const [{ getPublishedSections, ensureContentReady }, { getStore }] = await Promise.all([
    import('@/lib/content/get-data'),
    import('@/lib/store'),
  ]);
  const store = getStore();
  // The real store, its reads recorded: each path asked for, in order.
  const get = jest.spyOn(store, 'get');
  const readPaths = () => get.mock.calls.map(([p]) => p);
  return { getPublishedSections, ensureContentReady, store, get, readPaths };
}

describe('reading published sections', () => {
  it('reads each section on its own node once, never the whole content, once the store is at today’s version', async () => {
    const { getPublishedSections, ensureContentReady, store, get, readPaths } = await load();
    await ensureContentReady(store);
    get.mockClear();

    const first = await getPublishedSections(['skills']);
    expect(first.skills.length).toBeGreaterThan(0);
    // The version is asked once per process; after it, one read per section.
    expect(readPaths()).toEqual(['user/schemaVersion', 'user/skills']);

    get.mockClear();
    const all = await getPublishedSections(['about', 'home', 'frontendProjects', 'notes']);
    expect(readPaths().sort()).toEqual(['user/about', 'user/frontendProjects', 'user/home', 'user/notes']);
    expect(readPaths()).not.toContain('user');
    expect(all.about.fullName).toBe(DEMO_USER.about.fullName);
    expect(all.frontendProjects.every((p) => p.slug !== '')).toBe(true);
  });

  it('gives a project written without a slug its title’s, as reading the whole content does', async () => {
    const { getPublishedSections, store, readPaths, get } = await load();
    const projects = (await store.get<Record<string, Record<string, unknown>>>('user/frontendProjects'))!;
    const [id, project] = Object.entries(projects)[0];
    await store.set(`user/frontendProjects/${id}/slug`, null);
    get.mockClear();

    const { frontendProjects } = await getPublishedSections(['frontendProjects']);
    expect(readPaths()).toContain('user');
    const again = frontendProjects.find((p) => p._id === id)!;
    expect(again.slug).not.toBe('');
    expect(again.title).toBe(project.title);
  });

  it('shows an invalid section as its last valid revision, through the whole-content path', async () => {
    const { getPublishedSections, store, ensureContentReady } = await load();
    await ensureContentReady(store);
    const before = (await getPublishedSections(['about'])).about.fullName;
    await store.set('user/about/email', 'not an address');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await getPublishedSections(['about'])).about.fullName).toBe(before);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Stored content is invalid in about'));
    logged.mockRestore();
  });

  it('seeds an empty store on the first read, as the build does', async () => {
    const { getPublishedSections, store } = await load();
    await store.remove('user');
    const { about } = await getPublishedSections(['about']);
    expect(about.fullName).toBe(stampVersion(DEMO_USER).about.fullName);
    expect(await store.get('user/about/fullName')).toBe(DEMO_USER.about.fullName);
  });
});
