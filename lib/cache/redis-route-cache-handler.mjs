// Next.js's server cache handler (`cacheHandler`, the documented interface: get, set,
// revalidateTag, resetRequestCache) for several instances: rendered responses and tag expirations
// in Redis (./redis-cache.mjs), as ./route-cache-handler.mjs keeps them in DATA_DIR for one.
// Each `get` reads the entry's tags from Redis, so a save through another instance is seen at once.
import v8 from 'node:v8';
import { RESPONSE_KINDS, buildIdOf, building, isFresh, noteLookup, renderStartOf, tagsOf } from './freshness.mjs';
import { ENTRY_TTL_SECONDS, expireTags, readTags, redis, routeKey } from './redis-cache.mjs';

/** Instances' clocks may disagree by this much (they should run NTP). */
const CLOCK_SKEW_MS = 2_000;

export default class RedisRouteCacheHandler {
  constructor(options = {}) {
    this.buildId = buildIdOf(options.serverDistDir ?? '.next/server');
  }

  async get(key, ctx = {}) {
    if (building() || !RESPONSE_KINDS.has(ctx.kind)) return null;
    try {
      noteLookup(key);
      const bytes = await redis((client) => client.get(routeKey(this.buildId, key)));
      if (!bytes) return null;
      // v8-serialized: Buffers (RSC payload) and Maps (prefetch segments) survive it.
      const { storedAt, value, tags, cacheControl } = v8.deserialize(bytes);
      const all = [...tags, ...(ctx.softTags ?? [])];
      const expiries = await readTags(all);
      if (!isFresh((tag) => expiries.get(tag)?.expired ?? 0, all, storedAt, Date.now(), CLOCK_SKEW_MS)) return null;
      return { lastModified: storedAt, value, cacheControl };
    } catch (error) {
      // Redis away or slow: a miss, the page is rendered.
      console.error(`[cache] read: ${error.message}`);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    if (building() || !data || !RESPONSE_KINDS.has(data.kind)) return;
    const where = routeKey(this.buildId, key);
    try {
      if (typeof data.status === 'number' && data.status >= 400) {
        await redis((client) => client.del(where));
        return;
      }
      const record = { storedAt: renderStartOf(key), value: data, tags: tagsOf(data), cacheControl: ctx.cacheControl };
      await redis((client) => client.set(where, v8.serialize(record), { EX: ENTRY_TTL_SECONDS }));
    } catch (error) {
      // The response was served; it is rendered again next time.
      console.error(`[cache] write: ${error.message}`);
    }
  }

  async revalidateTag(tags, durations) {
    // Redis down: kept and sent when it answers (lib/cache/redis-cache.mjs).
    await expireTags(Array.isArray(tags) ? tags : [tags], { expire: durations?.expire ?? 0 });
  }

  resetRequestCache() {}
}
