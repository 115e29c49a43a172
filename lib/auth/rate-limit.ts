import { createHash } from 'node:crypto';
import { LOGIN_LOCKOUT } from '@/lib/constants';
import type { Store } from '@/lib/store/types';
import { LOGIN_FAILURES_PATH } from './paths';

interface FailureRecord {
  count: number;
  lockedUntil: number;
  lastAt: number;
}

/** One counter per username and client; the key is hashed so any text is a valid store key. */
function failurePath(username: string, client: string): string {
  const key = createHash('sha256').update(`${username.toLowerCase()}\n${client}`).digest('hex');
  return `${LOGIN_FAILURES_PATH}/${key}`;
}

export async function isLockedOut(store: Store, username: string, client: string, now = Date.now()): Promise<boolean> {
  const record = await store.get<FailureRecord>(failurePath(username, client));
  return !!record && record.lockedUntil > now;
}

/** Counts a failure; the fifth within a lockout window locks the pair for 15 minutes. */
export async function recordFailure(store: Store, username: string, client: string, now = Date.now()): Promise<void> {
  await store.transaction<FailureRecord>(failurePath(username, client), (current) => {
    const stale =
      !current ||
      (current.lockedUntil > 0 && current.lockedUntil <= now) ||
      now - current.lastAt > LOGIN_LOCKOUT.lockMs;
    const count = (stale ? 0 : current.count) + 1;
    return {
      count,
      lastAt: now,
      lockedUntil: count >= LOGIN_LOCKOUT.maxFailures ? now + LOGIN_LOCKOUT.lockMs : 0,
    };
  });
}

export async function clearFailures(store: Store, username: string, client: string): Promise<void> {
  await store.remove(failurePath(username, client));
}
