import 'server-only';
import type { CacheDb } from '@/lib/cache/durable-cache.mjs';
import { StoreError, isStoreError } from '@/lib/store/errors';

/**
 * What a visitor's page shows while the database does not answer: the last copy of each section
 * read from it. Kept in memory, and self-hosted also in DATA_DIR/cache (so a restart during an
 * outage still has it); on Vercel each instance keeps its own in memory.
 */

/** How long a visitor's page waits on the database before it gets the last good copy. */
export const PUBLIC_READ_BUDGET_MS = 3_000;

/**
 * The lifetime of a page made from a last good copy: served while it is re-rendered in the
 * background every few seconds, so the site recovers on its own when the database answers again.
 * (Next.js renders a page with a shorter `expire`, or a `stale` under 30 s, on every request
 * instead of keeping it: 300 and 30 are the shortest it keeps.)
 */
export const OUTAGE_CACHE_LIFE = { stale: 30, revalidate: 5, expire: 300 } as const;

const memory = new Map<string, unknown>();
// LMDB (a native addon) is loaded only where the durable cache lives: never on Vercel, whose
// functions carry no data folder (and whose bundle does not trace the addon's binary).
let durable: Promise<CacheDb | undefined> | undefined;
const durableDb = () =>
  (durable ??= process.env.VERCEL
    ? Promise.resolve(undefined)
    : import('@/lib/cache/durable-cache.mjs').then(({ cacheDb }) => cacheDb()));

export async function rememberGood(key: string, value: unknown): Promise<void> {
  memory.set(key, value);
  try {
    await (await durableDb())?.good.put(key, value ?? null);
  } catch (error) {
    console.error(`[content] the last good copy of ${key} was not kept: ${(error as Error).message}`);
  }
}

export async function lastGood(key: string): Promise<{ value: unknown } | undefined> {
  if (memory.has(key)) return { value: memory.get(key) };
  try {
    const value = (await durableDb())?.good.get(key);
    return value === undefined ? undefined : { value };
  } catch {
    return undefined;
  }
}

/** `read`, or a StoreError ('io') once it has not answered within `ms`. */
export async function within<T>(read: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreError('io', `The database did not answer within ${ms / 1000} s (${what})`)),
      ms,
    );
  });
  try {
    return await Promise.race([read, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failure of the database itself (unreachable, timed out), not of the content. */
export const isOutage = (error: unknown) => isStoreError(error, 'io');
