// Next.js's handler for 'use cache' (`cacheHandlers.default`, the documented interface: get, set,
// refreshTags, getExpiration, updateTags) for several instances: entries and tag expirations in
// Redis (./redis-cache.mjs). `refreshTags` runs before a request's first read, so an instance
// learns of a save made through another one before it serves anything cached.
import v8 from 'node:v8';
import { building } from './freshness.mjs';
import { ENTRY_TTL_SECONDS, expireTags, readAllTags, redis, useCacheKey } from './redis-cache.mjs';

/** Tag records as last read from Redis; null when that read failed (then nothing cached is trusted). */
let known = new Map();

const handler = {
  async get(cacheKey, softTags) {
    if (building() || !known) return undefined;
    try {
      const bytes = await redis((client) => client.get(useCacheKey(cacheKey)));
      if (!bytes) return undefined;
      const { value, ...entry } = v8.deserialize(bytes);
      const now = Date.now();
      let revalidate = entry.revalidate;
      for (const tag of [...entry.tags, ...softTags]) {
        const record = known.get(tag);
        if (!record) continue;
        if (record.expired > entry.timestamp && record.expired <= now) return undefined;
        if (record.stale > entry.timestamp) revalidate = -1;
      }
      return { ...entry, revalidate, value: new Response(value).body };
    } catch (error) {
      // Redis away or slow: a miss, the section is read from the store again.
      console.error(`[cache] read: ${error.message}`);
      return undefined;
    }
  },

  async set(cacheKey, pendingEntry) {
    try {
      const entry = await pendingEntry;
      const value = Buffer.from(await new Response(entry.value).arrayBuffer());
      if (building() || entry.expire === 0) return;
      const { tags, stale, timestamp, expire, revalidate } = entry;
      const record = { tags, stale, timestamp, expire, revalidate, value };
      const ttl = Math.max(1, Math.min(Math.ceil(expire), ENTRY_TTL_SECONDS));
      await redis((client) => client.set(useCacheKey(cacheKey), v8.serialize(record), { EX: ttl }));
    } catch (error) {
      console.error(`[cache] write: ${error.message}`);
    }
  },

  async refreshTags() {
    if (building()) return;
    try {
      known = await readAllTags();
    } catch (error) {
      // Thrown, it would fail the request; unknown, it makes every read a miss until Redis answers.
      console.error(`[cache] tags: ${error.message}`);
      known = null;
    }
  },

  async getExpiration(tags) {
    // Infinity: Next.js then hands the soft tags to `get`, which misses while tags are unknown.
    if (!known) return Infinity;
    return Math.max(0, ...tags.map((tag) => known.get(tag)?.expired ?? 0));
  },

  async updateTags(tags, durations) {
    // Redis down: kept and sent when it answers (lib/cache/redis-cache.mjs).
    const written = await expireTags(tags, durations);
    if (known) for (const [tag, record] of written) known.set(tag, record);
  },
};

export default handler;
