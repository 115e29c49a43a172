// Next.js's server cache handler (`cacheHandler` in next.config.ts, the documented interface:
// get, set, revalidateTag, resetRequestCache), keeping responses and tag expirations in LMDB in
// DATA_DIR (./durable-cache.mjs). Only rendered responses are kept: pages with their RSC and
// prefetch data together in one entry, and route handlers' bodies (feeds, PDFs, cards, sitemap).
// A response that is an error (a 404 for an unknown address) is never stored. The entries last
// read or written are also kept decoded in memory (bounded in bytes), so a page served again
// costs no copy and no decoding; whether it is still current is asked of LMDB every time.
import v8 from 'node:v8';
import { LRUCache } from 'lru-cache';
import { MAX_ENTRIES, cacheDb, expireTags, tagExpiredAt } from './durable-cache.mjs';
import { RESPONSE_KINDS, buildIdOf, building, isFresh, noteLookup, renderStartOf, tagsOf } from './freshness.mjs';

/** Bytes of an entry: its storing time (8 bytes), then the v8-serialized record. */
function encode(storedAt, record) {
  const body = v8.serialize(record);
  const out = Buffer.allocUnsafe(8 + body.length);
  out.writeDoubleBE(storedAt, 0);
  body.copy(out, 8);
  return out;
}
const storedAtOf = (bytes) => bytes.readDoubleBE(0);
const recordOf = (bytes) => v8.deserialize(bytes.subarray(8));

/**
 * Encoded bytes of the entries kept decoded in memory per process, at most (decoded, they take
 * up to about twice that): a few hundred pages, more than a portfolio has.
 */
const HOT_BYTES = 32 * 1024 * 1024;
// One per process, shared by every copy of this module, like the LMDB handle.
const hot = (globalThis[Symbol.for('portfolio.route-cache.hot')] ??= new LRUCache({
  maxSize: HOT_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
}));

function drop(db, key) {
  db.entries.removeSync(key);
  hot.delete(key);
}

let sweptFor;
let writes = 0;
/**
 * Once per process and build: drops entries of other builds, and the oldest past MAX_ENTRIES.
 * In the background; a failure only leaves more entries.
 */
function sweep(db, buildId) {
  if (sweptFor === buildId) return;
  sweptFor = buildId;
  setImmediate(() => {
    try {
      const kept = [];
      for (const { key, value } of db.entries.getRange()) {
        if (!String(key).startsWith(`${buildId}\n`)) drop(db, key);
        else kept.push([key, storedAtOf(value)]);
      }
      if (kept.length > MAX_ENTRIES) {
        kept.sort((a, b) => a[1] - b[1]);
        for (const [key] of kept.slice(0, kept.length - MAX_ENTRIES)) drop(db, key);
      }
    } catch (error) {
      console.error(`[cache] sweep: ${error.message}`);
    }
  });
}

export default class RouteCacheHandler {
  constructor(options = {}) {
    this.buildId = buildIdOf(options.serverDistDir ?? '.next/server');
  }

  db() {
    const db = cacheDb();
    sweep(db, this.buildId);
    return db;
  }

  key(key) {
    return `${this.buildId}\n${key}`;
  }

  async get(key, ctx = {}) {
    if (building() || !RESPONSE_KINDS.has(ctx.kind)) return null;
    try {
      const db = this.db();
      noteLookup(key);
      const full = this.key(key);
      let entry = hot.get(full);
      if (!entry) {
        const bytes = db.entries.getBinary(full);
        if (!bytes) return null;
        entry = { storedAt: storedAtOf(bytes), record: recordOf(bytes), bytes: bytes.length };
        hot.set(full, entry);
      }
      const { storedAt, record } = entry;
      // Served only while no tag of it expired (up to now) after its render could have begun.
      const tags = [...record.tags, ...(ctx.softTags ?? [])];
      if (!isFresh((tag) => tagExpiredAt(db, tag), tags, storedAt)) return null;
      return { lastModified: storedAt, value: record.value, cacheControl: record.cacheControl };
    } catch (error) {
      // A cache that cannot be read is a miss: the page is rendered.
      console.error(`[cache] read: ${error.message}`);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    if (building()) return;
    try {
      const db = this.db();
      if (!data || !RESPONSE_KINDS.has(data.kind)) return;
      // Only a page or file that answers 200 is kept: an unknown address (a redirect or a 404, of
      // which a crawler can ask any number) costs no storage.
      const full = this.key(key);
      hot.delete(full);
      if (typeof data.status === 'number' && (data.status < 200 || data.status >= 300)) {
        await db.entries.remove(full);
        return;
      }
      const record = { value: data, tags: tagsOf(data), cacheControl: ctx.cacheControl };
      const bytes = encode(renderStartOf(key), record);
      await db.entries.put(full, bytes);
      hot.set(full, { storedAt: storedAtOf(bytes), record, bytes: bytes.length });
      // Counting is a walk over the keys: done every hundredth write only.
      if (++writes % 100 === 0 && db.entries.getCount() > MAX_ENTRIES * 1.25) {
        sweptFor = undefined;
        sweep(db, this.buildId);
      }
    } catch (error) {
      // A full disk: the response was served; it is rendered again next time.
      console.error(`[cache] write: ${error.message}`);
    }
  }

  async revalidateTag(tags, durations) {
    // Not caught: a save whose expiry could not be recorded must not look done.
    expireTags(cacheDb(), Array.isArray(tags) ? tags : [tags], durations?.expire ?? 0);
  }

  resetRequestCache() {}
}
