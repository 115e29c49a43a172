// A pre-rendered page's hydration data, served as a file of its own.
//
// Next.js writes into every page the data React hydrates it from (the RSC payload, "flight"), as
// inline `self.__next_f.push(...)` scripts at the end of <body>. On the home page that is more than
// half of the HTML, and a third of its compressed size: the page's first round trip carries data
// only hydration needs, and hydration starts after the largest paint anyway
// (lib/http/hydrate-after-paint.mjs). When server.mjs serves the site it installs a FlightFiles
// here; the render cache then takes those scripts out of each stored page it hands to Next.js and
// keeps their data under FLIGHT_PATH + a hash of it + ".json", which the page's loader fetches and
// gives to Next.js (in the same order, before any framework script runs) when it starts the scripts.
// Without server.mjs (`next start`, a host serving the build's output) nothing is installed and the
// pages keep their inline data.
//
// What is kept: per cache key (one per page), the files of its last VERSIONS renders (a visitor who
// loaded a page just before a save still finds its data), at most MAX_PAGES keys; only data of
// pages Next.js pre-renders for everyone, so nothing here is private. Compressed with brotli and
// gzip once, at the first request that asks for it.
import { createHash } from 'node:crypto';
import { bodyFor, compressOnce } from './compress.mjs';

/** Where the files are served (server.mjs answers GET/HEAD under it, refuses other methods). */
export const FLIGHT_PATH = '/_next/flight/';

/** The registry render-cache.mjs finds (it does not import this module: the proxy's bundle includes it). */
const REGISTRY = Symbol.for('portfolio.flight-files');

/** How many renders of one page keep their file. */
export const VERSIONS = 3;

/** How many pages (cache keys) keep files; the least recently kept go first. */
const MAX_PAGES = 1000;

const FILE = /^\/_next\/flight\/([A-Za-z0-9_-]{22})\.json$/;

export class FlightFiles {
  /**
   * `headers`: the security headers every answer carries (server.mjs gives the site's, those it
   * refuses requests with); each answer adds its own Cache-Control and Content-Type.
   */
  constructor({ versions = VERSIONS, maxPages = MAX_PAGES, headers = {} } = {}) {
    this.versions = versions;
    this.maxPages = maxPages;
    this.headers = { ...headers, 'X-Content-Type-Options': 'nosniff' };
    /** Cache key → its files' hashes, oldest first; the keys least recently kept first. */
    this.pages = new Map();
    /** Hash → { json: Buffer, bodies: Promise<{identity, gzip?, br?}> | null }. */
    this.files = new Map();
  }

  /** Makes this the registry the render cache hands pages' data to. */
  install() {
    globalThis[REGISTRY] = this;
    return this;
  }

  /**
   * Keeps `json` (a page's flight data) as the newest file of the page under `key` (again, when
   * it is kept already: `hash` is then what this gave before); its hash and address.
   */
  keep(key, json, hash = createHash('sha256').update(json).digest('base64url').slice(0, 22)) {
    const hashes = this.pages.get(key) ?? [];
    this.pages.delete(key);
    if (!this.files.has(hash)) this.files.set(hash, { json: Buffer.from(json), bodies: null });
    if (!hashes.includes(hash)) hashes.push(hash);
    else hashes.push(...hashes.splice(hashes.indexOf(hash), 1));
    while (hashes.length > this.versions) this.#forget(hashes.shift());
    this.pages.set(key, hashes);
    while (this.pages.size > this.maxPages) {
      const [oldest, dropped] = this.pages.entries().next().value;
      this.pages.delete(oldest);
      dropped.forEach((h) => this.#forget(h));
    }
    return { hash, url: `${FLIGHT_PATH}${hash}.json` };
  }

  #forget(hash) {
    for (const hashes of this.pages.values()) if (hashes.includes(hash)) return;
    this.files.delete(hash);
  }

  /** Answers a GET/HEAD of `path` (under FLIGHT_PATH): the file, a 304, or a 404. */
  async serve(req, res, path) {
    const hash = FILE.exec(path)?.[1];
    const file = hash && this.files.get(hash);
    if (!file) {
      res.writeHead(404, {
        ...this.headers,
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end(req.method === 'HEAD' ? undefined : 'Not found: no page has this data (any more).\n');
      return;
    }
    file.bodies ??= compressOnce(file.json);
    const bodies = await file.bodies;
    const etag = `"${hash}"`;
    const headers = {
      ...this.headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Type': 'application/json; charset=utf-8',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (String(req.headers['if-none-match'] ?? '').includes(etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const { body, encoding } = bodyFor(req, bodies);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
