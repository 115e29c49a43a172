import { sectionTag } from '@/lib/content/cache-tags';
import { listRevisions } from '@/lib/content/history';
import { SECTION_KEYS } from '@/lib/content/shape';
import { TRANSLATIONS_KEY, TRANSLATIONS_TAG } from '@/lib/content/translations';
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
  // Each tag with the time of the newest revision it covers: a section's, or every translation's.
  const newest = new Map<string, number>();
  let revisions;
  try {
    revisions = await listRevisions(store);
  } catch {
    // History unreadable (the database unreachable at start): nothing cached is trusted.
    const all = [...SECTION_KEYS.map(sectionTag), TRANSLATIONS_TAG];
    await clock.expire(all);
    return all;
  }
  for (const revision of revisions) {
    for (const key of revision.sections) {
      const tag = (SECTION_KEYS as readonly string[]).includes(key)
        ? sectionTag(key as SectionKey)
        : key === TRANSLATIONS_KEY
          ? TRANSLATIONS_TAG
          : null;
      if (tag && !newest.has(tag)) newest.set(tag, revision.at);
    }
  }
  const expired = await clock.expiredAt([...newest.keys()]);
  const tags = [...newest].filter(([tag, at]) => (expired.get(tag) ?? 0) < at).map(([tag]) => tag);
  if (tags.length > 0) await clock.expire(tags);
  return tags;
}
