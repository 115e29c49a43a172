// The server's route cache (rendered pages with their RSC and prefetch data, feeds, PDFs, social
// cards, sitemap) and its tag expirations, kept durably beside the content: an LMDB environment in
// DATA_DIR/cache. A restart, a crash or a moved data folder then never serves a copy that an
// expired tag (a save) made out of date. Used by ./route-cache-handler.mjs (Next.js's documented
// `cacheHandler` interface) and, at start, by instrumentation.ts. Plain JavaScript: Next.js imports
// the handler at run time, outside the bundle. See docs/decisions/durable-route-cache.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { open } from 'lmdb';

/** Entries kept at most; past it, the oldest stored go first (a bound on the disk an address costs). */
export const MAX_ENTRIES = 2_000;

/** The data folder, as lib/env.ts resolves it (found at run time: not for the bundler to trace). */
function dataDir() {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR || 'data');
}

// One handle per folder and process, shared by every copy of this module (Next.js loads the
// handler at run time, and the bundled start-up code has its own copy): LMDB allows one
// environment per process and path.
const REGISTRY = Symbol.for('portfolio.durable-cache');
const opened = (globalThis[REGISTRY] ??= new Map());

/** The cache of `dir` (the data folder): one LMDB environment per folder and process. */
export function cacheDb(dir = dataDir()) {
  let db = opened.get(dir);
  if (!db) {
    const where = path.join(dir, 'cache');
    mkdirSync(where, { recursive: true });
    const root = open({ path: where, maxDbs: 8, noSync: false, overlappingSync: false });
    db = {
      root,
      // An entry is a v8-serialized record (Buffers and Maps survive it), stored as bytes.
      entries: root.openDB({ name: 'entries', encoding: 'binary' }),
      tags: root.openDB({ name: 'tags', encoding: 'msgpack' }),
      // The last copy of each content section read from the store (what a page shows while the
      // database does not answer); JSON, as the store holds it.
      good: root.openDB({ name: 'good', encoding: 'json' }),
    };
    opened.set(dir, db);
  }
  return db;
}

/**
 * Marks `tags` expired (durably, before it returns): entries carrying one of them and stored before
 * now are not served again. `expireInSeconds` delays the expiry (Next.js's revalidateTag profiles).
 */
export function expireTags(db, tags, expireInSeconds = 0) {
  const now = Date.now();
  db.root.transactionSync(() => {
    for (const tag of tags) {
      const was = db.tags.get(tag) ?? {};
      db.tags.putSync(tag, { ...was, expired: now + Math.max(0, expireInSeconds) * 1000, stale: now });
    }
  });
}

/** When `tag` last expired (milliseconds since the epoch), or 0. */
export function tagExpiredAt(db, tag) {
  const record = db.tags.get(tag);
  return record && typeof record.expired === 'number' ? record.expired : 0;
}
