// Types of ./durable-cache.mjs for the TypeScript that uses it.
import type { RootDatabase, Database } from 'lmdb';

export interface CacheDb {
  root: RootDatabase;
  entries: Database<Buffer, string>;
  tags: Database<{ expired?: number; stale?: number }, string>;
  good: Database<unknown, string>;
}
export const MAX_ENTRIES: number;
export function cacheDb(dir?: string): CacheDb;
export function expireTags(db: CacheDb, tags: readonly string[], expireInSeconds?: number): void;
export function tagExpiredAt(db: CacheDb, tag: string): number;
