// Next.js's server cache handler (`cacheHandler` in next.config.ts, the documented interface:
// get, set, revalidateTag, resetRequestCache), keeping responses and tag expirations in LMDB in
// DATA_DIR (./durable-cache.mjs). Only rendered responses are kept: pages with their RSC and
// prefetch data together in one entry, and route handlers' bodies (feeds, PDFs, cards, sitemap).
// A response that is an error (a 404 for an unknown address) is never stored.
import v8 from 'node:v8';
import { MAX_ENTRIES, cacheDb, expireTags, isCurrent } from './durable-cache.mjs';
import { buildIdOf, noteLookup, renderStartOf } from './freshness.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

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

function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
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
        if (!String(key).startsWith(`${buildId}\n`)) db.entries.removeSync(key);
        else kept.push([key, storedAtOf(value)]);
      }
      if (kept.length > MAX_ENTRIES) {
        kept.sort((a, b) => a[1] - b[1]);
        for (const [key] of kept.slice(0, kept.length - MAX_ENTRIES)) db.entries.removeSync(key);
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
      const bytes = db.entries.getBinary(this.key(key));
      if (!bytes) return null;
      const storedAt = storedAtOf(bytes);
      const record = recordOf(bytes);
      if (!isCurrent(db, [...record.tags, ...(ctx.softTags ?? [])], storedAt)) return null;
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
      if (typeof data.status === 'number' && (data.status < 200 || data.status >= 300)) {
        await db.entries.remove(this.key(key));
        return;
      }
      const record = { value: data, tags: tagsOf(data), cacheControl: ctx.cacheControl };
      await db.entries.put(this.key(key), encode(renderStartOf(key), record));
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
