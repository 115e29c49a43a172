/**
 * The render cache (lib/content/render-cache.mjs, Next.js's file-system cache with the site's
 * rules) hands pages out with their hydration data kept apart when server.mjs has installed the
 * flight files (lib/http/flight-files.mjs), and writes the page to disk as Next.js rendered it. A
 * real cache on a temporary folder; the stored value is shaped as Next.js 16 stores a page.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import RenderCache from '@/lib/content/render-cache.mjs';
import { FlightFiles } from '@/lib/http/flight-files.mjs';
import { flightAddress, startedScripts } from '@/lib/http/hydrate-after-paint.mjs';

const REGISTRY = Symbol.for('portfolio.flight-files');

const HTML = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>',
  '<body><h1>Hello</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script>',
  '</body></html>',
].join('');

const page = () => ({
  kind: 'APP_PAGE',
  html: HTML,
  rscData: Buffer.from('0:{}\n'),
  headers: { 'x-next-cache-tags': 'content:home' },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

type Cache = new (ctx: object) => {
  set: (key: string, data: object, ctx: object) => Promise<void>;
  get: (key: string, ctx: object) => Promise<{ value: { html: string } } | null>;
};

let dir: string;
const options = () => ({
  fs: nodeFs,
  flushToDisk: true,
  serverDistDir: dir,
  revalidatedTags: [],
  maxMemoryCacheSize: 0,
});
const cache = () => new (RenderCache as unknown as Cache)(options());
/** Next.js's own cache, without the site's rules: what an earlier server process left on disk. */
const earlierProcess = () =>
  new ((fileSystemCache as unknown as { default: Cache }).default ?? (fileSystemCache as unknown as Cache))(options());
/** Sets a stored page's file time an hour back, before this process (and the module) started. */
const backdate = (key: string) => {
  const then = new Date(Date.now() - 3_600_000);
  utimesSync(path.join(dir, 'app', `${key}.html`), then, then);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
});

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[REGISTRY];
  rmSync(dir, { recursive: true, force: true });
});

const SET_CTX = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false };
const GET_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

it('hands a page out with its data kept apart, and stores the page as rendered', async () => {
  const files = new FlightFiles().install();
  const keep = jest.spyOn(files, 'keep');
  const rendered = page();
  await cache().set('/index', rendered, SET_CTX);

  // The request that rendered it is answered from the same value, changed.
  expect(rendered.html).not.toContain('self.__next_f.push(');
  const address = flightAddress(rendered.html);
  expect(address).toMatch(/^\/_next\/flight\/[\w-]{22}\.json$/);
  expect(startedScripts(rendered.html)).toEqual(['/_next/static/chunks/a.js']);
  expect(keep).toHaveBeenCalledWith('/index', '[[0],[1,"0:{\\"a\\":1}\\n"]]');

  // On disk: Next.js's own page, so a later process (or one without flight files) starts afresh.
  expect(readFileSync(path.join(dir, 'app', 'index.html'), 'utf8')).toBe(HTML);

  // Read back: the same change, the same address, the data kept.
  const entry = await cache().get('/index', GET_CTX);
  expect(flightAddress(entry?.value?.html ?? '')).toBe(address);
});

it('leaves the data in the page when no flight files are installed (next start)', async () => {
  const rendered = page();
  await cache().set('/index', rendered, SET_CTX);
  expect(rendered.html).toContain('self.__next_f.push(');
  expect(flightAddress(rendered.html)).toBeNull();
  expect(startedScripts(rendered.html)).toEqual(['/_next/static/chunks/a.js']);
  expect(rendered.html).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
});

// The kernel stamps files with a clock that may lag Date.now() by a few milliseconds, so a page
// written just after the server started could look older than the process by its file time.
it('keeps a page this process stored even when its file time reads earlier than the start', async () => {
  await cache().set('/mine', page(), SET_CTX);
  backdate('mine');
  const entry = await cache().get('/mine', GET_CTX);
  expect(entry?.value.html).toContain('<h1>Hello</h1>');
});

it('renders again a content page an earlier process stored, and keeps one without content tags', async () => {
  await earlierProcess().set('/before', page(), SET_CTX);
  backdate('before');
  expect(await cache().get('/before', GET_CTX)).toBeNull();

  await earlierProcess().set('/plain', { ...page(), headers: { 'x-next-cache-tags': 'other' } }, SET_CTX);
  backdate('plain');
  expect((await cache().get('/plain', GET_CTX))?.value.html).toContain('<h1>Hello</h1>');
});

it('renders again a content page another process serving the same build stored while this one runs', async () => {
  // Written now, after this process started: its file time alone cannot tell whose it is.
  await earlierProcess().set('/other', page(), SET_CTX);
  expect(await cache().get('/other', GET_CTX)).toBeNull();
});
