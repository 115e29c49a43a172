/**
 * What the owner saved is what every visitor sees after a restart (lib/cache: the route cache and
 * its tag expirations live in DATA_DIR). Each test runs the production server on a data folder,
 * saves through the admin's own server actions, restarts it (SIGTERM or SIGKILL) and reads every
 * public address: the HTML, and for pages the RSC payload of a navigation and of a prefetch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTES } from '@/lib/content/notes-words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { cacheDb } from '@/lib/cache/durable-cache.mjs';
import { callAction, form, signIn, succeeded } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';

jest.setTimeout(240_000);

const SECRET = 'restart-session-secret-that-is-long-enough-0123456789';
const ENV = { SESSION_SECRET: SECRET, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'restart-owner-password-1' };
const SAVE_SINGLETON = 'lib/admin/content-actions.ts#saveSingleton';
const SAVE_ITEM = 'lib/admin/content-actions.ts#saveListItem';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restart-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const strings = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

const SITE_SEGMENT = `!${Buffer.from('(site)').toString('base64url')}`;
type View = 'html' | 'rsc' | 'prefetch' | 'segment';
const VIEWS = ['html', 'rsc', 'prefetch', 'segment'] as const;
/** The views that hold a page's own content (the segment view is the layout's). */
const PAGE_VIEWS = ['html', 'rsc', 'prefetch'] as const;
const HEADERS: Record<View, Record<string, string>> = {
  html: {},
  rsc: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' },
  // The client router's prefetch of one segment: the site's layout (app/(site)/layout.tsx, which
  // shows the owner's name), named as the router names it ("!" and the base64url of "(site)").
  segment: {
    RSC: '1',
    'Next-Router-Prefetch': '1',
    'Next-Router-Segment-Prefetch': `/${SITE_SEGMENT}`,
  },
};

/** A GET as a browser or the client router sends it (the router's `_rsc` redirect followed). */
async function read(server: AppServer, address: string, view: View = 'html'): Promise<Buffer> {
  const answer = await fetch(`${server.url}${address}`, { headers: HEADERS[view] });
  expect({ address, view, status: answer.status }).toEqual({ address, view, status: 200 });
  return Buffer.from(await answer.arrayBuffer());
}

/** Every public address of the demo content: pages (three views each) and files. */
async function addresses(server: AppServer): Promise<{ pages: string[]; files: string[] }> {
  const html = (await read(server, '/projects')).toString() + (await read(server, '/notes')).toString();
  const projects = [...new Set(html.match(/\/projects\/[a-z0-9-]+(?=")/g))];
  const notes = [...new Set(html.match(/\/notes\/(?!feed)[a-z0-9-]+(?=")/g))];
  expect(projects.length).toBeGreaterThan(0);
  expect(notes.length).toBeGreaterThan(0);
  return {
    pages: [...PUBLIC_ROUTES.map((route) => route.href), NOTES.href, ...projects, ...notes],
    files: ['/notes/feed.xml', '/sitemap.xml', '/resume.json', '/resume/dark.pdf', '/resume/light.pdf', '/og/home'],
  };
}

async function saveName(server: AppServer, cookie: string, fullName: string) {
  const saved = await callAction(server.url, cookie, SAVE_SINGLETON, [
    'about-details',
    {},
    form({ ...strings(DEMO_USER.about), fullName }),
  ]);
  expect(succeeded(saved)).toBe(true);
}

async function addNote(server: AppServer, cookie: string, title: string) {
  const added = await callAction(server.url, cookie, SAVE_ITEM, [
    NOTES.admin.slug,
    {},
    form({
      _id: '',
      title,
      tags: 'restart',
      summary: 'Saved just before a restart.',
      body: 'Hello after the restart.',
      cover: '/demo/project-2.webp',
      coverAlt: 'Cover',
      publishedAt: '2026-11-01',
    }),
  ]);
  expect(succeeded(added)).toBe(true);
}

/** Reads everything twice, so that every address is stored in the route cache. */
async function readAll(server: AppServer, list: { pages: string[]; files: string[] }) {
  const copies = new Map<string, Buffer>();
  for (let pass = 0; pass < 2; pass++) {
    for (const page of list.pages) {
      for (const view of VIEWS) copies.set(`${view} ${page}`, await read(server, page, view));
    }
    for (const file of list.files) copies.set(`file ${file}`, await read(server, file));
  }
  return copies;
}

for (const how of ['SIGTERM', 'SIGKILL'] as const) {
  test(`a save with no read before a ${how} restart: every address shows it after the restart`, async () => {
    const dir = freshDir();
    let server = await startAppServer(ENV, { dataDir: dir });
    const cookie = await signIn(server.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD);
    let list: { pages: string[]; files: string[] };
    let before: Map<string, Buffer>;
    const name = `Restart ${how} Owner`;
    const note = `Restart ${how} note`;
    const oldName = `Before ${how} Owner`;
    try {
      // The content before: a name found nowhere else, and a note (so that notes have pages).
      await saveName(server, cookie, oldName);
      await addNote(server, cookie, `Before ${how} note`);
      list = await addresses(server);
      before = await readAll(server, list);
      await saveName(server, cookie, name);
      await addNote(server, cookie, note);
    } finally {
      if (how === 'SIGTERM') await server.stop();
      else await server.kill();
    }
    server = await startAppServer(ENV, { dataDir: dir });
    try {
      const old: string[] = [];
      for (const page of list.pages) {
        for (const view of VIEWS) {
          const text = (await read(server, page, view)).toString();
          if (!text.includes(name) || text.includes(oldName)) old.push(`${view} ${page}`);
        }
      }
      const feed = (await read(server, '/notes/feed.xml')).toString();
      if (!feed.includes(note)) old.push('/notes/feed.xml');
      const sitemap = (await read(server, '/sitemap.xml')).toString();
      if (!sitemap.includes('/notes/restart-')) old.push('/sitemap.xml');
      const resume = (await read(server, '/resume.json')).toString();
      if (!resume.includes(name)) old.push('/resume.json');
      // Binary files: a copy from before the save is byte for byte what was served then.
      for (const file of ['/resume/dark.pdf', '/resume/light.pdf', '/og/home']) {
        if ((await read(server, file)).equals(before.get(`file ${file}`)!)) old.push(file);
      }
      expect(old).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}

test('save, read, save, read, restart: the navigation and prefetch data of / hold the last save', async () => {
  const dir = freshDir();
  let server = await startAppServer(ENV, { dataDir: dir });
  try {
    const cookie = await signIn(server.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD);
    for (const n of [1, 2, 3]) {
      await saveName(server, cookie, `Reread Owner ${n}`);
      expect((await read(server, '/')).toString()).toContain(`Reread Owner ${n}`);
    }
  } finally {
    await server.stop();
  }
  server = await startAppServer(ENV, { dataDir: dir });
  try {
    // Every view, and the prefetch of the page's own segment and of the whole tree.
    const segments = [`/${SITE_SEGMENT}/__PAGE__`, '/_full'];
    const views = [
      ...VIEWS.map((view) => [view, HEADERS[view]] as const),
      ...segments.map(
        (segment) => [segment, { ...HEADERS.prefetch, 'Next-Router-Segment-Prefetch': segment }] as const,
      ),
    ];
    for (const [view, headers] of views) {
      const answer = await fetch(`${server.url}/`, { headers });
      expect(answer.status).toBe(200);
      // Read after the last save, the page survived the restart: served from DATA_DIR/cache, not rendered.
      if (view === 'html') expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
      const text = await answer.text();
      expect({ view, last: text.includes('Reread Owner 3'), older: /Reread Owner [12]/.test(text) }).toEqual({
        view,
        last: true,
        older: false,
      });
    }
    // The cache worked without an error all along (a failing cache would only look like misses).
    expect(server.log()).not.toMatch(/\[cache\]/);
  } finally {
    await server.stop();
  }
});

test("a new data folder on the same build shows only its own store, never another folder's copies", async () => {
  const first = freshDir();
  let server = await startAppServer(ENV, { dataDir: first });
  const quote = 'A quote only the first data folder holds';
  try {
    const cookie = await signIn(server.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD);
    const saved = await callAction(server.url, cookie, SAVE_SINGLETON, [
      'home-details',
      {},
      form({ ...strings(DEMO_USER.home), taglines: DEMO_USER.home.taglines.join('\n'), quote }),
    ]);
    expect(succeeded(saved)).toBe(true);
    for (const view of PAGE_VIEWS) expect((await read(server, '/', view)).toString()).toContain(quote);
  } finally {
    await server.stop();
  }
  server = await startAppServer(ENV, { dataDir: freshDir() });
  try {
    for (const view of PAGE_VIEWS) {
      const text = (await read(server, '/', view)).toString();
      expect({ view, foreign: text.includes(quote), own: text.includes(DEMO_USER.home.quote) }).toEqual({
        view,
        foreign: false,
        own: true,
      });
    }
  } finally {
    await server.stop();
  }
});

test('a server killed between a save and its expiry: the next start expires what the History says changed', async () => {
  const dir = freshDir();
  let server = await startAppServer(ENV, { dataDir: dir });
  try {
    const cookie = await signIn(server.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD);
    await saveName(server, cookie, 'Left Behind Owner');
    await read(server, '/about-me');
    await read(server, '/about-me');
    await saveName(server, cookie, 'Caught Up Owner');
  } finally {
    await server.kill();
  }
  // As if the kill had come between the History revision and the expiry: the about section's tag
  // is set back to before the save (the copy of /about-me stored before it then looks current).
  const db = cacheDb(dir);
  db.tags.putSync('content:about', { expired: 1, stale: 1 });
  await db.root.close();
  server = await startAppServer(ENV, { dataDir: dir });
  try {
    const text = (await read(server, '/about-me')).toString();
    expect(text).toContain('Caught Up Owner');
    expect(text).not.toContain('Left Behind Owner');
  } finally {
    await server.stop();
  }
});
