import { sectionTag } from '@/lib/content/cache-tags';
import { listRevisions } from '@/lib/content/history';
import { SECTION_KEYS } from '@/lib/content/shape';
import type { SectionKey } from '@/lib/content/schemas';
import type { Store } from '@/lib/store/types';
import { cacheDb, expireTags, tagExpiredAt } from './durable-cache.mjs';

/**
 * At start: a save records its History revision, then expires its section's tag. A server killed
 * between the two would leave copies rendered before the save looking current. Every section whose
 * newest revision is younger than its tag's last expiry is expired now, before the first request.
 * Also covers writes made while no server ran (the content:* commands). Returns the tags expired.
 */
export async function expireSectionsChangedSinceTheirTag(store: Store, dir?: string): Promise<string[]> {
  const db = cacheDb(dir);
  const newest = new Map<SectionKey, number>();
  let revisions;
  try {
    revisions = await listRevisions(store);
  } catch {
    // History unreadable (the database unreachable at start): nothing cached is trusted.
    const all = SECTION_KEYS.map(sectionTag);
    expireTags(db, all);
    return all;
  }
  for (const revision of revisions) {
    for (const key of revision.sections) {
      if ((SECTION_KEYS as readonly string[]).includes(key) && !newest.has(key as SectionKey)) {
        newest.set(key as SectionKey, revision.at);
      }
    }
  }
  const tags = [...newest]
    .filter(([key, at]) => tagExpiredAt(db, sectionTag(key)) < at)
    .map(([key]) => sectionTag(key));
  if (tags.length > 0) expireTags(db, tags);
  return tags;
}
