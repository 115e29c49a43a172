// Types of ./redis-cache.mjs for the TypeScript that uses it.
export interface TagRecord {
  expired: number;
  stale: number;
}
export function readTags(tags: readonly string[]): Promise<Map<string, TagRecord>>;
export function expireTags(
  tags: readonly string[],
  durations?: { expire?: number },
  now?: number,
): Promise<Map<string, TagRecord>>;
