import { LOGIN_LOCKOUT } from '@/lib/constants';
import { env } from '@/lib/env';
import { Throttle, clearThrottle, type ThrottleRule } from '@/lib/http/throttle';
import type { Store } from '@/lib/store/types';
import { sessionSecret } from './secret';

/**
 * Password checks of the admin account (sign-in and the current-password check when changing
 * login details): at most LOGIN_LOCKOUT.maxFailures within LOGIN_LOCKOUT.lockMs, whoever asks
 * and whatever their headers say. There is one account, so there is one bucket: a try is taken
 * before the password is checked and given back when it was right, so only wrong passwords use
 * up the allowance. A stranger can lock the owner out this way; the way back is the command
 * `npm run admin:unlock` on the host (or, with Firebase, signing in with the owner's Google account).
 */
const PASSWORD_CHECKS: ThrottleRule = {
  name: 'password',
  limit: LOGIN_LOCKOUT.maxFailures,
  windowMs: LOGIN_LOCKOUT.lockMs,
};
const ACCOUNT = 'admin';

const throttle = (store: Store) => new Throttle(store, sessionSecret(env()));

export type PasswordCheck = { allowed: true; at: number; last: boolean } | { allowed: false };

/** Takes one password check; `last` says it was the final one before the lock. */
export async function takePasswordCheck(store: Store): Promise<PasswordCheck> {
  const decision = await throttle(store).take(PASSWORD_CHECKS, ACCOUNT);
  return decision.allowed ? { allowed: true, at: decision.at, last: decision.remaining === 0 } : { allowed: false };
}

/** Gives a check back: the password was right. */
export async function returnPasswordCheck(store: Store, at: number): Promise<void> {
  await throttle(store).refund(PASSWORD_CHECKS, ACCOUNT, at);
}

/** Lifts a lockout at once (the host command `npm run admin:unlock`). */
export async function unlockPasswordChecks(store: Store): Promise<void> {
  await clearThrottle(store, PASSWORD_CHECKS);
}
