/**
 * The in-memory page cache of server.mjs (lib/http/page-cache.mjs) in front of a stand-in for
 * Next.js: a real HTTP server wired as server.mjs wires it (answer from memory, else capture and
 * hand the request on), whose origin answers each path as a test tells it to and counts what
 * reaches it. What may be kept, for which requests, and that nothing a request carries or a
 * response sets leaks to other visitors or outlives an expiry.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { cacheablePath, PageCache, pageCacheFromEnv } from '@/lib/http/page-cache.mjs';
import { rawGet } from '../helpers/raw-get';

interface Answer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** Resolved before the origin answers (to hold a capture open). */
  before?: () => Promise<void>;
  /** Compresses as Next.js's `compress` option does: gzip, else deflate, when the request accepts it. */
  compress?: boolean;
}

const HIT_HEADERS = {
  'Content-Security-Policy': "default-src 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  'Cache-Control': 's-maxage=31536000',
  'Content-Type': 'text/html; charset=utf-8',
};

const page = (text: string) => `<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`;

let answers: Map<string, Answer>;
let reached: { url: string; headers: http.IncomingHttpHeaders }[];
let pages: PageCache;
let server: http.Server;
let base: string;

/** Next.js's weak ETag shape; any stable tag will do for the stand-in. */
const etagOf = (body: string) => `"${Buffer.from(body).length.toString(36)}"`;

async function origin(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  reached.push({ url: req.url ?? '', headers: { ...req.headers } });
  const answer = answers.get((req.url ?? '').split('?')[0]) ?? { status: 404, body: 'not found' };
  await answer.before?.();
  const body = answer.body ?? page('x');
  for (const [name, value] of Object.entries(answer.headers ?? HIT_HEADERS)) res.setHeader(name, value);
  res.setHeader('ETag', etagOf(body));
  res.statusCode = answer.status ?? 200;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = !answer.compress
    ? null
    : /gzip/.test(accepted)
      ? 'gzip'
      : /deflate/.test(accepted)
        ? 'deflate'
        : null;
  if (!encoding) {
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // As the compression middleware: chunked, in pieces.
  res.setHeader('Content-Encoding', encoding);
  const encoded = encoding === 'gzip' ? zlib.gzipSync(body) : zlib.deflateSync(body);
  const half = Math.floor(encoded.length / 2);
  res.write(encoded.subarray(0, half));
  res.end(req.method === 'HEAD' ? undefined : encoded.subarray(half));
}

/** The stand-in server.mjs: `cache` in front of the origin, as server.mjs wires it. */
async function front(cache: PageCache): Promise<void> {
  pages = cache;
  server = http.createServer((req, res) => {
    const path = cacheablePath(req);
    if (path && pages.serve(req, res, path)) return;
    if (path) pages.capture(req, res, path);
    void origin(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  answers = new Map();
  reached = [];
  await front(new PageCache({ maxBytes: 1024 * 1024 }));
});

afterEach(async () => {
  pages.clear();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw answer (no decoding), as a client sees it on the wire. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawGet(`${base}${path}`, headers, method);

/** Requests `path` until the answer comes from memory (a capture compresses before keeping). */
async function kept(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await get(path, headers);
    if (answer.headers['x-page-cache'] === 'HIT') return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${path} was never answered from memory`);
}

/** How many requests for `path` reached the origin. */
const originCalls = (path: string) => reached.filter((r) => r.url.split('?')[0] === path).length;

/** Lets a capture under way finish compressing (it compresses on the thread pool). */
async function settled(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => zlib.gzip('', resolve));
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

test('a fresh pre-rendered page is kept with every header and served per Accept-Encoding, HEAD and 304 included', async () => {
  const body = page('Hello');
  answers.set('/', { body });
  const first = await get('/', { 'accept-encoding': 'gzip, br' });
  // The capture asked the origin for the page as the visitor did.
  expect(reached[0].headers['accept-encoding']).toBe('gzip, br');
  expect(first.body.toString()).toBe(body);

  const br = await kept('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(originCalls('/')).toBeGreaterThanOrEqual(1);
  const calls = originCalls('/');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
  for (const [name, value] of Object.entries(HIT_HEADERS)) expect(br.headers[name.toLowerCase()]).toBe(value);
  expect(br.headers.etag).toBe(etagOf(body));
  expect(Number(br.headers['content-length'])).toBe(br.body.length);

  const gzip = await get('/', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);

  const identity = await get('/');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body.toString()).toBe(body);
  expect(identity.headers['x-page-cache']).toBe('HIT');

  const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBe(br.body.length);

  const notModified = await get('/', { 'if-none-match': etagOf(body) });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  expect(notModified.headers.etag).toBe(etagOf(body));
  expect(notModified.headers['content-security-policy']).toBe(HIT_HEADERS['Content-Security-Policy']);
  expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);

  expect(originCalls('/')).toBe(calls);
});

test.each(['gzip', 'deflate'])(
  'a page Next.js answers compressed (%s) reaches the visitor so, and is kept as it decompresses',
  async (encoding) => {
    const body = page('Squeezed');
    answers.set('/skills', { body, compress: true });
    const first = await get('/skills', { 'accept-encoding': encoding });
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe(encoding);
    const inflate = encoding === 'gzip' ? zlib.gunzipSync : zlib.inflateSync;
    expect(inflate(first.body).toString()).toBe(body);

    const br = await kept('/skills', { 'accept-encoding': 'br' });
    const calls = originCalls('/skills');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
    expect(br.headers.etag).toBe(etagOf(body));
    const identity = await get('/skills');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(body);
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(originCalls('/skills')).toBe(calls);
  },
);

test.each([
  ['sets a cookie', { headers: { ...HIT_HEADERS, 'Set-Cookie': 'sid=secret; HttpOnly' } }],
  ['is a MISS (a render, not a stored pre-render)', { headers: { ...HIT_HEADERS, 'x-nextjs-cache': 'MISS' } }],
  ['is STALE', { headers: { ...HIT_HEADERS, 'x-nextjs-cache': 'STALE' } }],
  ['is not 200', { status: 404 }],
  ['is not HTML', { headers: { ...HIT_HEADERS, 'Content-Type': 'text/x-component' } }],
  ['has a revalidate time', { headers: { ...HIT_HEADERS, 'Cache-Control': 's-maxage=60, stale-while-revalidate' } }],
  ['is private', { headers: { ...HIT_HEADERS, 'Cache-Control': 'private, no-cache, no-store, max-age=0' } }],
  ['is compressed in an encoding Next.js never uses', { headers: { ...HIT_HEADERS, 'Content-Encoding': 'zstd' } }],
] as [string, Answer][])('an answer that %s is never kept', async (_, answer) => {
  answers.set('/about-me', answer);
  for (let i = 0; i < 5; i++) {
    const response = await get('/about-me');
    expect(response.headers['x-page-cache']).toBeUndefined();
    await settled();
  }
  expect(originCalls('/about-me')).toBe(5);
  expect(pages.size).toBe(0);
});

test.each([
  ['an RSC request', '/', { rsc: '1' }],
  ['a prefetch', '/', { rsc: '1', 'next-router-prefetch': '1' }],
  ['a segment prefetch', '/', { rsc: '1', 'next-router-segment-prefetch': '/_tree' }],
  ['a router state tree', '/', { 'next-router-state-tree': '%5B%22%22%5D' }],
  ['a server action', '/', { 'next-action': 'abc' }],
  ['an interception route URL', '/', { 'next-url': '/projects' }],
  ['an on-demand revalidation', '/', { 'x-prerender-revalidate': 'id' }],
  ['a data request', '/', { 'x-nextjs-data': '1' }],
  ['a middleware prefetch', '/', { 'x-middleware-prefetch': '1' }],
  ['a draft-mode owner', '/', { cookie: 'theme=dark; __prerender_bypass=abc' }],
  ['a preview cookie', '/', { cookie: '__next_preview_data=abc' }],
  ['an _rsc query', '/?_rsc=1x2y3', {}],
  ['any query', '/?utm_source=mail', {}],
] as [string, string, Record<string, string>][])(
  '%s is never answered from memory nor captured',
  async (_, target, headers) => {
    answers.set('/', { body: page('Public') });
    await kept('/');
    const before = originCalls('/');
    // Even with the page kept, such a request goes to Next.js...
    const answer = await get(target, headers);
    expect(answer.headers['x-page-cache']).toBeUndefined();
    expect(originCalls('/')).toBe(before + 1);
    expect(reached.at(-1)?.headers).toMatchObject(headers);

    // ...and what it got from there is never kept for the others.
    pages.clear();
    answers.set('/', { body: page('Only for that request') });
    await get(target, headers);
    await settled();
    expect(pages.size).toBe(0);
  },
);

test('the admin area, sign-in, route handlers, media, social images, files and build assets are never kept', async () => {
  const paths = [
    '/admin',
    '/admin/x',
    '/update/home-details',
    '/view/history',
    '/login',
    '/api/visit',
    '/media/abc',
    '/og/home',
    '/demo/avatar.webp',
    '/_next/static/chunk.js',
    '/robots.txt',
    '/sitemap.xml',
  ];
  for (const path of paths) {
    answers.set(path, { body: page(path) });
    await get(path);
    await settled();
    const second = await get(path);
    expect({ path, fromMemory: second.headers['x-page-cache'] }).toEqual({ path, fromMemory: undefined });
  }
  expect(pages.size).toBe(0);
  // A POST is never served from memory either, not even at a kept page.
  answers.set('/', { body: page('Public') });
  await kept('/');
  expect((await get('/', {}, 'POST')).headers['x-page-cache']).toBeUndefined();
});

test('pages are kept by exact path: what one request carries does not shape what the next one gets', async () => {
  answers.set('/projects', { body: page('Projects') });
  // A first visit with odd headers (host, forwarded host, encoding, conditional) captures the page...
  await get('/projects', {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'accept-encoding': 'gzip',
    'if-none-match': '"nothing"',
  });
  const plain = await kept('/projects');
  expect(plain.body.toString()).toBe(page('Projects'));
  // ...another path spelling is another entry, answered by the origin as it answers it.
  answers.set('/projects/', { status: 308, headers: { Location: '/projects' }, body: '' });
  expect((await get('/projects/')).status).toBe(308);
  // Other spellings of a path (percent-encoded, doubled slashes) are left to Next.js, kept or not.
  for (const spelling of ['/%70rojects', '//projects']) {
    answers.set(spelling, { body: page('Projects') });
    for (let i = 0; i < 3; i++) {
      expect((await get(spelling)).headers['x-page-cache']).toBeUndefined();
      await settled();
    }
  }
  expect(pages.size).toBe(1);
});

test('an expiry drops every kept page, and a capture under way when it happens is not kept', async () => {
  answers.set('/', { body: page('Old') });
  answers.set('/skills', { body: page('Old skills') });
  await kept('/');
  await kept('/skills');
  expect(pages.size).toBe(2);

  // As lib/content/render-cache.mjs does on every revalidateTag.
  const expire = () => (globalThis as Record<symbol, { expire(): void }>)[Symbol.for('portfolio.page-cache')].expire();
  expire();
  expect(pages.size).toBe(0);
  answers.set('/', { body: page('New') });
  expect((await get('/')).body.toString()).toBe(page('New'));

  // A capture that read the old page, and whose answer is written only after an expiry.
  pages.clear();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reachedOrigin!: () => void;
  const atOrigin = new Promise<void>((resolve) => (reachedOrigin = resolve));
  answers.set('/skills', {
    body: page('Old skills'),
    before: () => {
      reachedOrigin();
      return held;
    },
  });
  const inFlight = get('/skills');
  await atOrigin;
  expire();
  release();
  expect((await inFlight).body.toString()).toBe(page('Old skills'));
  await settled();
  expect(pages.size).toBe(0);
  answers.set('/skills', { body: page('New skills') });
  expect((await kept('/skills')).body.toString()).toBe(page('New skills'));
});

test('memory stays within the cap: the least recently served pages go first', async () => {
  await new Promise((resolve) => server.close(resolve));
  // Bodies that compress poorly, about 16 KB each uncompressed.
  const bodyOf = (i: number) =>
    `<html>${Array.from({ length: 4000 }, (_, j) => (i * 7919 + j * 104729) % 997).join(',')}</html>`;
  await front(new PageCache({ maxBytes: 60_000, maxEntries: 100 }));
  for (let i = 0; i < 8; i++) answers.set(`/p${i}`, { body: bodyOf(i) });
  for (let i = 0; i < 8; i++) await kept(`/p${i}`);
  expect(pages.bytes).toBeLessThanOrEqual(60_000);
  expect(pages.size).toBeLessThan(8);
  expect((await get('/p7')).headers['x-page-cache']).toBe('HIT');
  expect((await get('/p0')).headers['x-page-cache']).toBeUndefined();

  await new Promise((resolve) => server.close(resolve));
  await front(new PageCache({ maxBytes: 10_000_000, maxEntries: 2 }));
  for (const path of ['/a', '/b', '/c']) {
    answers.set(path, { body: page(path) });
    await kept(path);
  }
  expect(pages.size).toBe(2);
  expect((await get('/a')).headers['x-page-cache']).toBeUndefined();
});

test('PORTFOLIO_PAGE_CACHE turns the cache off, and bad settings are refused by name', () => {
  expect(pageCacheFromEnv({ PORTFOLIO_PAGE_CACHE: 'off' })).toBeNull();
  expect(pageCacheFromEnv({})).toBeInstanceOf(PageCache);
  expect(pageCacheFromEnv({ PORTFOLIO_PAGE_CACHE_MB: '8' })?.maxBytes).toBe(8 * 1024 * 1024);
  expect(() => pageCacheFromEnv({ PORTFOLIO_PAGE_CACHE: 'maybe' })).toThrow(
    'PORTFOLIO_PAGE_CACHE must be "on" or "off"',
  );
  expect(() => pageCacheFromEnv({ PORTFOLIO_PAGE_CACHE_MB: 'lots' })).toThrow('PORTFOLIO_PAGE_CACHE_MB must be');
  expect(() => pageCacheFromEnv({ PORTFOLIO_PAGE_CACHE_MB: '0' })).toThrow('PORTFOLIO_PAGE_CACHE_MB must be');
});
