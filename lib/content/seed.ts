import { isStoreError } from '@/lib/store/errors';
import type { Store, TransactionResult } from '@/lib/store/types';
import { DEMO_USER } from './demo';
import { USER_PATH_KEY } from '@/lib/store/paths';

/**
 * The stored public content (`user`), seeding `seed` (the demo owner) when the database has
 * none. Content already there is never replaced.
 *
 * Safe under any number of concurrent callers, in one process or many (`next build` renders
 * layout, metadata and pages at once, in several workers): the seed is written by a
 * transaction that aborts when the node is no longer empty, and every caller answers with the
 * transaction's own value (what it committed, or, when it aborted because someone else seeded
 * first, the content it found) instead of reading again. A read right after the transaction
 * is not enough on Firebase: an aborted transaction may report what another transaction of the
 * same client is still sending, and a read until that write is acknowledged answers null.
 */
export async function readOrSeedUser(store: Store, seed: unknown = DEMO_USER): Promise<unknown> {
  const stored = await store.get<unknown>(USER_PATH_KEY);
  if (stored !== null) return stored;

  let result: TransactionResult<unknown>;
  try {
    result = await store.transaction<unknown>(USER_PATH_KEY, (current) => (current === null ? seed : undefined));
  } catch (error) {
    // Other writers kept changing the node for every attempt: it is not empty, so theirs is the content.
    if (!isStoreError(error, 'maxretry')) throw error;
    const after = await store.get<unknown>(USER_PATH_KEY);
    if (after !== null) return after;
    throw error;
  }
  if (result.value !== null) return result.value;

  // A backend that reports no value: read it, and if the write is not visible yet, the seed is
  // what was committed (or what the aborting caller saw), so an empty database never yields null.
  return (await store.get<unknown>(USER_PATH_KEY)) ?? structuredClone(seed);
}
