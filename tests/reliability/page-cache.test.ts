/**
 * The pages server.mjs keeps in memory (lib/http/page-cache.mjs), against the production server:
 * a kept page is Next.js's own answer (every header, the same body), an admin save shows on the
 * very next plain visit and then from memory too, and neither an RSC request nor the owner
 * previewing drafts is ever answered from memory. The server runs with the render gate of
 * lib/content/render-gate.ts to count the content reads a visit makes.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { callAction as call, form, signIn, succeeded } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';

const SECRET = 'page-cache-session-secret-long-enough-0123456789';
const PASSWORD = 'page-cache-owner-pass-1';

let server: AppServer;
let cookie: string;
let gate: string;
let home: Record<string, unknown>;

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  gate = await mkdtemp(path.join(os.tmpdir(), 'page-cache-gate-'));
  server = await startAppServer({
    SESSION_SECRET: SECRET,
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: PASSWORD,
    PORTFOLIO_TEST_RENDER_GATE: gate,
  });
  await (await fetch(`${server.url}/`)).text(); // the admin account is created as the server starts
  cookie = await signIn(server.url, 'owner', PASSWORD);
  const editor = await fetch(`${server.url}/update/home-details`, { headers: { cookie }, redirect: 'manual' });
  expect(editor.status).toBe(200);
  await editor.text(); // seeds the demo content
  home = ((await server.readData()) as { user: { home: Record<string, unknown> } }).user.home;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (gate) await rm(gate, { recursive: true, force: true });
});

function homeFields(quote: string): FormData {
  return form({
    background: String(home.background),
    backgroundAlt: String(home.backgroundAlt),
    banner_img: String(home.banner_img),
    banner_imgAlt: String(home.banner_imgAlt),
    detail: String(home.detail),
    quote,
    taglines: Object.values(home.taglines as Record<string, string>).join('\n'),
  });
}

async function saveQuote(quote: string): Promise<void> {
  const answer = await call(server.url, cookie, 'lib/admin/content-actions.ts#saveSingleton', [
    'home-details',
    {},
    homeFields(quote),
  ]);
  if (!succeeded(answer)) throw new Error(`saveSingleton answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/** The quote the home page shows (its banner's blockquote). */
const quoteOf = (html: string) => /<blockquote[^>]*><p>([^<]*)<\/p>/.exec(html)?.[1];

const fromMemory = (response: Response) => response.headers.get('x-page-cache') === 'HIT';

async function visit(route: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${route}`, { headers, redirect: 'manual' });
  return { response, text: await response.text() };
}

/** Visits `route` until the answer comes from memory (a page is compressed before it is kept). */
async function keptVisit(route: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await visit(route, headers);
    expect(answer.response.status).toBe(200);
    if (fromMemory(answer.response)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${route} was never answered from memory`);
}

/** How many times public renders read the content while `during` ran. */
async function readsDuring(during: () => Promise<unknown>): Promise<number> {
  await writeFile(path.join(gate, 'reads'), '');
  await during();
  return (await readFile(path.join(gate, 'reads'), 'utf8')).split('\n').filter(Boolean).length;
}

/** Headers that differ between any two answers, or by encoding. */
const PER_ANSWER = new Set(['date', 'x-page-cache', 'content-encoding', 'content-length', 'transfer-encoding']);
const lasting = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

test("a kept page is Next.js's own answer: the same headers (security headers and CSP included) and body, per encoding", async () => {
  // Next.js answers from its stored pre-render...
  let next = await visit('/projects');
  while (next.response.headers.get('x-nextjs-cache') !== 'HIT' || fromMemory(next.response)) {
    next = await visit('/projects');
  }
  expect(next.response.headers.get('content-security-policy')).toContain("default-src 'self'");
  // ...and the page kept from it is that answer, compressed once per encoding.
  for (const encoding of ['br', 'gzip', 'identity']) {
    const kept = await keptVisit('/projects', { 'accept-encoding': encoding });
    expect(lasting(kept.response)).toEqual(lasting(next.response));
    expect(kept.text).toBe(next.text);
    expect(kept.response.headers.get('set-cookie')).toBeNull();
  }
  expect(await readsDuring(() => keptVisit('/projects'))).toBe(0);

  const etag = next.response.headers.get('etag') ?? '';
  // As a browser revalidates (fetch itself would add Cache-Control: no-cache, which asks for the page).
  const notModified = await fetch(`${server.url}/projects`, {
    headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
  });
  expect(notModified.status).toBe(304);
  expect(fromMemory(notModified)).toBe(true);
}, 60_000);

test('after an admin save the next plain visit shows the change at once, and the page kept after it too', async () => {
  const before = `Quote before the save ${Date.now()}`;
  await saveQuote(before);
  expect(quoteOf((await keptVisit('/')).text)).toBe(before);

  const after = `Quote after the save ${Date.now()}`;
  await saveQuote(after);
  // The very next visit, with a browser's encodings, already shows the saved quote...
  const next = await visit('/', { 'accept-encoding': 'gzip, deflate, br' });
  expect(quoteOf(next.text)).toBe(after);
  expect(fromMemory(next.response)).toBe(false);
  // ...and so does every visit after it, once the page is kept again, without rendering it again.
  expect(quoteOf((await keptVisit('/', { 'accept-encoding': 'gzip, deflate, br' })).text)).toBe(after);
  expect(await readsDuring(async () => expect(quoteOf((await keptVisit('/')).text)).toBe(after))).toBe(0);
}, 60_000);

test("an RSC request for a kept page gets Next.js's RSC payload, never the kept HTML", async () => {
  await keptVisit('/skills');
  const requests: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }];
  for (const headers of requests) {
    // Next.js first sends an RSC request without its cache-busting `_rsc` query to the URL with it.
    const bare = await visit('/skills', headers);
    expect(fromMemory(bare.response)).toBe(false);
    expect(bare.response.status).toBe(307);
    const location = bare.response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/skills\?_rsc/);
    const rsc = await visit(location, headers);
    expect(fromMemory(rsc.response)).toBe(false);
    expect(rsc.response.headers.get('content-type')).toContain('text/x-component');
    expect(rsc.text).not.toContain('<!DOCTYPE html>');
  }
  // The kept page is still the HTML.
  expect((await keptVisit('/skills')).text).toContain('<!DOCTYPE html>');
}, 60_000);

test('the owner previewing a draft sees the draft on a kept page; visitors keep the published page from memory', async () => {
  const published = `Published quote ${Date.now()}`;
  await saveQuote(published);
  expect(quoteOf((await keptVisit('/')).text)).toBe(published);

  const draft = `Draft quote ${Date.now()}`;
  const saved = await call(server.url, cookie, 'lib/admin/draft-actions.ts#saveDraftAction', [
    'home-details',
    {},
    homeFields(draft),
  ]);
  expect(succeeded(saved)).toBe(true);
  const preview = await fetch(`${server.url}/api/admin/preview?section=home-details`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(preview.status).toBe(303);
  const bypass = preview.headers
    .getSetCookie()
    .find((c) => c.startsWith('__prerender_bypass='))
    ?.split(';')[0];
  expect(bypass).toBeDefined();
  expect(quoteOf((await keptVisit('/')).text)).toBe(published);

  const owner = await visit('/', { cookie: `${cookie}; ${bypass}` });
  expect(owner.response.status).toBe(200);
  expect(fromMemory(owner.response)).toBe(false);
  expect(quoteOf(owner.text)).toBe(draft);
  // What the owner saw was not kept for anyone.
  expect(quoteOf((await keptVisit('/')).text)).toBe(published);
  expect(quoteOf((await visit('/')).text)).toBe(published);
}, 60_000);
