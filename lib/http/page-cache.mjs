// Pre-rendered public pages kept in memory in front of Next.js, as a CDN keeps them: server.mjs
// answers a plain GET/HEAD of such a page from here, without Next.js's per-request pipeline
// (routing, the proxy, the incremental-cache lookup, the render-result piping and a fresh gzip of
// the whole page on every request).
//
// A page is kept only as Next.js itself answered a plain document request for it from a stored,
// fresh pre-render (200, `x-nextjs-cache: HIT`, HTML, no cookie set, the one-year revalidation of
// an on-demand page): its status, every header (the proxy's Content-Security-Policy and the
// security headers included) and its body, compressed once with gzip and brotli. Only requests
// that cannot get another answer from Next.js are served from here or captured: GET/HEAD of a bare
// path (no query at all), none of the headers by which Next.js or its router ask for something
// else (RSC payloads, prefetches, server actions, revalidation, data requests), no draft-mode or
// preview cookie, and never under the admin, login, API, media, social-image, demo or build paths.
// Entries are keyed by the exact path alone, so nothing else a request carries can shape what is
// kept for everyone.
//
// Expiry: when a content tag expires (lib/content/render-cache.mjs calls the registry's expire()
// on every revalidateTag in this process: admin saves, imports, undo, publishing drafts), every entry is
// dropped, and a capture that was under way when it happened is thrown away, so the fast path
// never serves a page Next.js would no longer serve. The next request goes to Next.js again.
//
// The state lives on globalThis under Symbol.for('portfolio.page-cache'): Next.js loads
// render-cache.mjs itself (and bundles a copy into the proxy), so each copy of either module must
// find the same registry.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
// The conditional-request check Next.js itself answers a page's If-None-Match with.
import fresh from 'next/dist/compiled/fresh/index.js';
import { bodyFor, compressOnce } from './compress.mjs';

/** How Next.js may have compressed the answer it wrote (its `compress` option), and the way back. */
const DECODERS = { gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate) };

const REGISTRY = Symbol.for('portfolio.page-cache');

/**
 * The registry shared by every copy of this module in the process, and by render-cache.mjs, which
 * calls `expire()` on it (it does not import this module: the proxy's bundle includes it).
 * `expire()` drops every kept page and every capture under way.
 */
function registry() {
  globalThis[REGISTRY] ??= {
    generation: 0,
    caches: new Set(),
    expire() {
      this.generation += 1;
      for (const cache of this.caches) cache.clear();
    },
  };
  return globalThis[REGISTRY];
}

/** Paths whose answers are never kept: the admin area, sign-in, route handlers, files, build assets. */
const NEVER_KEPT = ['/admin', '/update', '/view', '/login', '/api', '/media', '/og', '/demo', '/_next'];

/**
 * Request headers after which Next.js may answer a page differently (RSC payloads and prefetches,
 * server actions, interception routes, on-demand revalidation, data requests, resumes, deployment
 * routing): any header with one of these prefixes sends the request to Next.js.
 */
const ANSWER_CHANGING_HEADERS = [
  'rsc',
  'next-',
  'x-next',
  'x-middleware',
  'x-prerender',
  'x-matched-path',
  'x-now-',
  'x-invoke',
];

/** Draft mode's cookie, the Pages Router preview's and the instant-navigation test cookie. */
const ANSWER_CHANGING_COOKIE = /(?:^|;)\s*(?:__prerender_bypass|__next_preview_data|next-instant)/;

/** Response headers that belong to one response only and are written afresh for each. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** Next.js's Cache-Control for a pre-render revalidated on demand only (no revalidate time). */
const ON_DEMAND_ONLY = 's-maxage=31536000';

/** The path a request may be served or captured for, or null when it must go to Next.js. */
export function cacheablePath(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.includes('?') || url.includes('#')) return null;
  // One spelling per page: percent-encoded and doubled-slash spellings of a path go to Next.js,
  // so they cannot crowd the pages out of the cache.
  if (url.includes('%') || url.includes('//')) return null;
  if (NEVER_KEPT.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return null;
  // Files (robots.txt, sitemap.xml, icons) are no pages: they keep Next.js's own answer.
  if (url.slice(url.lastIndexOf('/')).includes('.')) return null;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (ANSWER_CHANGING_HEADERS.some((prefix) => name.startsWith(prefix))) return null;
    if (name === 'cookie' && ANSWER_CHANGING_COOKIE.test(raw[i + 1])) return null;
  }
  return url;
}

/** Whether Next.js's answer (status and headers as sent) may be kept for everyone. */
function keepable(status, headers) {
  if (status !== 200) return false;
  if (headers['x-nextjs-cache'] !== 'HIT') return false;
  if (headers['set-cookie'] !== undefined) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && !Object.hasOwn(DECODERS, String(encoding).toLowerCase())) return false;
  if (headers['x-nextjs-postponed'] !== undefined) return false;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false;
  // A page with a revalidate time is left to Next.js, which knows when its pre-render was made.
  return String(headers['cache-control'] ?? '') === ON_DEMAND_ONLY;
}

/** `headers` (lower-case names) as [name, value] pairs to send again, Vary naming Accept-Encoding. */
function headersToKeep(headers, rawNames) {
  const spelled = new Map(rawNames.map((name) => [name.toLowerCase(), name]));
  const kept = [];
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE.has(name) || value === undefined) continue;
    kept.push([spelled.get(name) ?? name, value]);
  }
  const vary = kept.find(([name]) => name.toLowerCase() === 'vary');
  if (!vary) kept.push(['Vary', 'Accept-Encoding']);
  else if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`;
  return kept;
}

/**
 * A bounded cache of pages (at most `maxBytes` of bodies, identity and compressed together, and
 * `maxEntries` paths; the least recently served go first).
 */
export class PageCache {
  constructor({ maxBytes = 64 * 1024 * 1024, maxEntries = 500 } = {}) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.entries = new Map();
    this.bytes = 0;
    /** Paths with a capture under way: one at a time, the other requests go to Next.js as they are. */
    this.capturing = new Set();
    registry().caches.add(this);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** Answers `req` for `path` from memory; false when nothing is kept for it. */
  serve(req, res, path) {
    const entry = this.entries.get(path);
    if (!entry) return false;
    // Least recently served last.
    this.entries.delete(path);
    this.entries.set(path, entry);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Page-Cache', 'HIT');
    if (fresh(req.headers, { etag: entry.etag })) {
      // As Next.js: a 304 carries every header of the 200 but its Content-Type.
      res.removeHeader('Content-Type');
      res.writeHead(304);
      res.end();
      return true;
    }
    const { body, encoding } = bodyFor(req, entry.bodies);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Before Next.js answers `req` (a request for `path`, which nothing kept answered): sets up the
   * keeping of a copy of the answer if it may be kept, unless `req` is no GET or another capture of
   * `path` is under way. `res` is watched as Next.js writes it; the visitor gets Next.js's answer as
   * it is, compressed as they asked, and the copy is decompressed once it is complete (then
   * compressed here once with gzip and brotli).
   */
  capture(req, res, path) {
    if (req.method !== 'GET' || this.capturing.has(path)) return;
    this.capturing.add(path);
    const generation = registry().generation;
    const chunks = [];
    let size = 0;
    let sent = null;
    let overflow = false;

    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      const given = rest.find((arg) => arg && typeof arg === 'object');
      const result = writeHead.call(this, status, ...rest);
      if (!sent) {
        const headers = { ...res.getHeaders() };
        if (given && !Array.isArray(given)) {
          for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
        }
        sent = { status, headers, rawNames: res.getRawHeaderNames() };
      }
      return result;
    };
    const collect = (chunk, encoding) => {
      if (overflow || chunk == null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
      if (!(buffer instanceof Uint8Array)) {
        overflow = true;
        return;
      }
      size += buffer.length;
      if (size > this.maxBytes) overflow = true;
      else chunks.push(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length));
    };
    const write = res.write;
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    const end = res.end;
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };

    let finished = false;
    res.once('finish', () => {
      finished = true;
      const etag = sent?.headers.etag;
      const length = sent?.headers['content-length'];
      if (
        overflow ||
        !sent ||
        !keepable(sent.status, sent.headers) ||
        typeof etag !== 'string' ||
        (length !== undefined && Number(length) !== size) ||
        registry().generation !== generation
      ) {
        this.capturing.delete(path);
        return;
      }
      const encoding = sent.headers['content-encoding'];
      const captured = Buffer.concat(chunks, size);
      const headers = headersToKeep(sent.headers, sent.rawNames);
      (encoding === undefined ? Promise.resolve(captured) : DECODERS[String(encoding).toLowerCase()](captured))
        .then((identity) => this.#compressAndKeep(path, generation, { etag, headers, identity }))
        .catch((error) => console.error(`[page-cache] could not keep ${path}:`, error))
        .finally(() => this.capturing.delete(path));
    });
    // Cut short (the client went away): nothing is kept.
    res.once('close', () => {
      if (!finished) this.capturing.delete(path);
    });
  }

  async #compressAndKeep(path, generation, { headers, etag, identity }) {
    const bodies = await compressOnce(identity);
    // Expired while compressing: what was captured may be what Next.js no longer serves.
    if (registry().generation !== generation) return;
    const bytes = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
    if (bytes > this.maxBytes) return;
    this.#drop(path);
    while (this.entries.size > 0 && (this.bytes + bytes > this.maxBytes || this.entries.size >= this.maxEntries)) {
      this.#drop(this.entries.keys().next().value);
    }
    this.entries.set(path, { headers, etag, bodies, bytes });
    this.bytes += bytes;
  }

  #drop(path) {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    this.bytes -= entry.bytes;
  }
}

/**
 * The cache server.mjs puts in front of Next.js, from the environment: PORTFOLIO_PAGE_CACHE=off
 * turns it off (every request goes to Next.js, as before), PORTFOLIO_PAGE_CACHE_MB bounds its
 * bodies (64 MB by default). Null when off.
 */
export function pageCacheFromEnv(env) {
  const setting = (env.PORTFOLIO_PAGE_CACHE ?? 'on').trim().toLowerCase();
  if (setting === 'off') return null;
  if (setting !== 'on')
    throw new Error(`PORTFOLIO_PAGE_CACHE must be "on" or "off", not "${env.PORTFOLIO_PAGE_CACHE}"`);
  const megabytes = Number(env.PORTFOLIO_PAGE_CACHE_MB ?? 64);
  if (!Number.isFinite(megabytes) || megabytes < 1 || megabytes > 4096) {
    throw new Error(
      `PORTFOLIO_PAGE_CACHE_MB must be a number of megabytes from 1 to 4096, not "${env.PORTFOLIO_PAGE_CACHE_MB}"`,
    );
  }
  return new PageCache({ maxBytes: Math.round(megabytes * 1024 * 1024) });
}
