/**
 * Cache tags and the in-flight render race, against the production server: a write rebuilds
 * exactly the pages that show the written section, a page render reads the content once, and a
 * render that read the content before a save and finished after it is never served afterwards as
 * the current page. The server runs with PORTFOLIO_TEST_RENDER_GATE, the hook of
 * lib/content/render-gate.ts: each public content read notes itself in `reads`, and while `hold`
 * exists a read waits (after its answer from the store) until the test removes it.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { callAction as call, form, signIn, succeeded } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';

const SECRET = 'render-race-session-secret-long-enough-0123456789';
const PASSWORD = 'render-race-owner-pass-1';

let server: AppServer;
let cookie: string;
let gate: string;
let home: Record<string, unknown>;

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  gate = await mkdtemp(path.join(os.tmpdir(), 'render-gate-'));
  server = await startAppServer({
    SESSION_SECRET: SECRET,
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: PASSWORD,
    PORTFOLIO_TEST_RENDER_GATE: gate,
  });
  await fetch(`${server.url}/`); // the admin account is created as the server starts
  cookie = await signIn(server.url, 'owner', PASSWORD);
  const editor = await fetch(`${server.url}/update/home-details`, { headers: { cookie }, redirect: 'manual' });
  expect(editor.status).toBe(200);
  await editor.text(); // seeds the demo content
  home = ((await server.readData()) as { user: { home: Record<string, unknown> } }).user.home;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
  if (gate) await rm(gate, { recursive: true, force: true });
});

async function saveQuote(quote: string): Promise<void> {
  const fields = {
    background: String(home.background),
    backgroundAlt: String(home.backgroundAlt),
    banner_img: String(home.banner_img),
    banner_imgAlt: String(home.banner_imgAlt),
    detail: String(home.detail),
    quote,
    taglines: Object.values(home.taglines as Record<string, string>).join('\n'),
  };
  const answer = await call(server.url, cookie, 'lib/admin/content-actions.ts#saveSingleton', [
    'home-details',
    {},
    form(fields),
  ]);
  if (!succeeded(answer)) throw new Error(`saveSingleton answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

async function saveSkill(name: string): Promise<void> {
  const answer = await call(server.url, cookie, 'lib/admin/content-actions.ts#saveListItem', [
    'skills',
    {},
    form({ _id: '', name }),
  ]);
  if (!succeeded(answer)) throw new Error(`saveListItem answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/** The quote the home page shows (its banner's blockquote). */
const quoteOf = (html: string) => /<blockquote[^>]*><p>([^<]*)<\/p>/.exec(html)?.[1];

async function page(route: string): Promise<string> {
  const response = await fetch(`${server.url}${route}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Resolves once a render is held by the gate. */
async function heldRender(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!existsSync(path.join(gate, 'held'))) {
    if (Date.now() > deadline) throw new Error('no render reached the gate within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many times public renders read the content while `during` ran. */
async function readsDuring(during: () => Promise<unknown>): Promise<number> {
  await writeFile(path.join(gate, 'reads'), '');
  await during();
  return (await readFile(path.join(gate, 'reads'), 'utf8')).split('\n').filter(Boolean).length;
}

test('a write rebuilds exactly the pages showing its section, and a render reads the content once', async () => {
  // Every page is current first (one render each at most).
  for (const route of ['/', '/skills', '/about-me']) await page(route);

  const quote = `Quote of the tag test ${Date.now()}`;
  await saveQuote(quote);
  // The home section is on the home page only: the home page is rendered again, with one read...
  expect(await readsDuring(async () => expect(quoteOf(await page('/'))).toBe(quote))).toBe(1);
  // ...and served from the cache after that; the skills and about pages were never expired.
  expect(await readsDuring(() => page('/'))).toBe(0);
  expect(await readsDuring(() => page('/skills'))).toBe(0);
  expect(await readsDuring(() => page('/about-me'))).toBe(0);

  const skill = `Skill of the tag test ${Date.now()}`;
  await saveSkill(skill);
  expect(await readsDuring(async () => expect(await page('/skills')).toContain(skill))).toBe(1);
  expect(await readsDuring(async () => expect(await page('/')).toContain(skill))).toBe(1);
  expect(await readsDuring(() => page('/about-me'))).toBe(0);
}, 120_000);

test('a render that read the content before a save is not served as the current page after it', async () => {
  const before = `Quote before the save ${Date.now()}`;
  const after = `Quote after the save ${Date.now()}`;
  await saveQuote(before); // the home page is expired: the next visit renders it

  // A visit starts that render, which reads `before` and is held there...
  await writeFile(path.join(gate, 'hold'), '');
  const held = page('/');
  await heldRender();
  // ...while the owner saves, and the save expires the home page...
  await saveQuote(after);
  // ...and only then does the render finish. Its visitor asked before the save was done.
  await unlink(path.join(gate, 'hold'));
  expect(quoteOf(await held)).toBe(before);

  // The next visit gets the saved content, not the render that finished after the save; and
  // that one is kept.
  expect(await readsDuring(async () => expect(quoteOf(await page('/'))).toBe(after))).toBe(1);
  expect(await readsDuring(async () => expect(quoteOf(await page('/'))).toBe(after))).toBe(0);
}, 120_000);

test('a save answers only once the renders under way have ended, so a visit right after it is current', async () => {
  const before = `Quote read by the render under way ${Date.now()}`;
  const after = `Quote saved meanwhile ${Date.now()}`;
  await saveQuote(before);

  // A visit starts a render of the home page, which reads `before` and is held there...
  await writeFile(path.join(gate, 'hold'), '');
  const held = page('/');
  await heldRender();
  // ...while the owner saves. A visit that came after the save's answer would share that render
  // (Next.js shares a render under way), so the save does not answer while it runs.
  let answered = false;
  const saving = saveQuote(after).then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(answered).toBe(false);

  await unlink(path.join(gate, 'hold'));
  await saving;
  expect(quoteOf(await held)).toBe(before);
  expect(quoteOf(await page('/'))).toBe(after);
}, 120_000);

test('a backup import rebuilds every page, social image and the sitemap', async () => {
  // All current first.
  const everything = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact'];
  for (const route of [...everything, '/og/home', '/sitemap.xml']) await page(route);

  const { user } = (await server.readData()) as { user: Record<string, Record<string, unknown>> };
  const name = `Imported Owner ${Date.now()}`;
  const imported = await fetch(`${server.url}/api/admin/import`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ user: { ...user, about: { ...user.about, fullName: name } } }),
  });
  expect(imported.status).toBe(200);

  for (const route of everything)
    expect({ route, reads: await readsDuring(async () => expect(await page(route)).toContain(name)) }).toEqual({
      route,
      reads: 1,
    });
  expect(await readsDuring(() => page('/og/home'))).toBe(1);
  expect(await readsDuring(() => page('/sitemap.xml'))).toBe(1);
  expect(await readsDuring(() => page('/'))).toBe(0);
}, 120_000);

test('a page stored by an earlier server process is rendered again: a change made while the server was down shows', async () => {
  const quote = `Quote before the restart ${Date.now()}`;
  await saveQuote(quote);
  expect(quoteOf(await page('/'))).toBe(quote); // stored in the build's cache, on disk
  await server.kill(); // keeps the data folder

  // As `npm run content:import` would, with no server running to expire anything.
  const offline = `Quote written while the server was down ${Date.now()}`;
  const store = new EmbeddedStore(server.dataDir);
  await store.set('user/home/quote', offline);
  await store.close();

  server = await startAppServer(
    { SESSION_SECRET: SECRET, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: PASSWORD, PORTFOLIO_TEST_RENDER_GATE: gate },
    { dataDir: server.dataDir },
  );
  expect(await readsDuring(async () => expect(quoteOf(await page('/'))).toBe(offline))).toBe(1);
  expect(await readsDuring(async () => expect(quoteOf(await page('/'))).toBe(offline))).toBe(0);
}, 120_000);
