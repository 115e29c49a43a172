import { sectionTag } from '@/lib/content/cache-tags';
import { listRevisions } from '@/lib/content/history';
import { SECTION_KEYS } from '@/lib/content/shape';
import type { SectionKey } from '@/lib/content/schemas';
import type { Store } from '@/lib/store/types';

/** Where the route cache keeps its tag expirations: DATA_DIR/cache, or Redis with REDIS_URL. */
interface TagClock {
  expiredAt(tags: string[]): Promise<Map<string, number>>;
  expire(tags: string[]): Promise<void>;
}

async function tagClock(): Promise<TagClock> {
  if (process.env.REDIS_URL) {
    const redis = await import('@/lib/cache/redis-cache.mjs');
    return {
      expiredAt: async (tags) => new Map([...(await redis.readTags(tags))].map(([tag, r]) => [tag, r.expired])),
      expire: async (tags) => void (await redis.expireTags(tags)),
    };
  }
  const { cacheDb, expireTags, tagExpiredAt } = await import('@/lib/cache/durable-cache.mjs');
  const db = cacheDb();
  return {
    expiredAt: async (tags) => new Map(tags.map((tag) => [tag, tagExpiredAt(db, tag)])),
    expire: async (tags) => expireTags(db, tags),
  };
}

/**
 * At start: a save records its History revision, then expires its section's tag. A server killed
 * between the two would leave copies rendered before the save looking current. Every section whose
 * newest revision is younger than its tag's last expiry is expired now, before the first request.
 * Also covers writes made while no server ran (the content:* commands). Returns the tags expired.
 */
export async function expireSectionsChangedSinceTheirTag(store: Store): Promise<string[]> {
  const clock = await tagClock();
  const newest = new Map<SectionKey, number>();
  let revisions;
  try {
    revisions = await listRevisions(store);
  } catch {
    // History unreadable (the database unreachable at start): nothing cached is trusted.
    const all = SECTION_KEYS.map(sectionTag);
    await clock.expire(all);
    return all;
  }
  for (const revision of revisions) {
    for (const key of revision.sections) {
      if ((SECTION_KEYS as readonly string[]).includes(key) && !newest.has(key as SectionKey)) {
        newest.set(key as SectionKey, revision.at);
      }
    }
  }
  const expired = await clock.expiredAt([...newest.keys()].map(sectionTag));
  const tags = [...newest]
    .filter(([key, at]) => (expired.get(sectionTag(key)) ?? 0) < at)
    .map(([key]) => sectionTag(key));
  if (tags.length > 0) await clock.expire(tags);
  return tags;
}
