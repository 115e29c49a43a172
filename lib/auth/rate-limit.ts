import { LOGIN_LOCKOUT } from '@/lib/auth/words';
import { env } from '@/lib/env';
import { Throttle, clearThrottle, type ThrottleRule } from '@/lib/http/throttle';
import type { Store } from '@/lib/store/types';
import { sessionSecret } from './secret';

/**
 * Password checks of the admin account (sign-in and the current-password check when changing
 * login details): at most LOGIN_LOCKOUT.maxFailures within LOGIN_LOCKOUT.lockMs per bucket,
 * whatever the request's headers say. A browser that signed in before (a valid device cookie,
 * lib/auth/device.ts) has a bucket of its own; every other browser shares the account's one, so
 * rotating addresses gains nothing, and a stranger who uses it up locks out unknown browsers only.
 * A try is taken before the password is checked and given back when it was right, so only wrong
 * passwords use up an allowance. `npm run admin:unlock` on the host lifts every lock.
 */
const PASSWORD_CHECKS: ThrottleRule = {
  name: 'password',
  limit: LOGIN_LOCKOUT.maxFailures,
  windowMs: LOGIN_LOCKOUT.lockMs,
};
const ACCOUNT = 'admin';

const throttle = (store: Store) => new Throttle(store, sessionSecret(env()));

export type PasswordCheck = { allowed: true; at: number; last: boolean } | { allowed: false };

const bucket = (device: string | null) => (device ? `device:${device}` : ACCOUNT);

/**
 * Takes one password check from the device's bucket (null: the account's shared one); `last`
 * says it was the final one before the lock.
 */
export async function takePasswordCheck(store: Store, device: string | null): Promise<PasswordCheck> {
  const decision = await throttle(store).take(PASSWORD_CHECKS, bucket(device));
  return decision.allowed ? { allowed: true, at: decision.at, last: decision.remaining === 0 } : { allowed: false };
}

/** Gives a check back: the password was right. */
export async function returnPasswordCheck(store: Store, device: string | null, at: number): Promise<void> {
  await throttle(store).refund(PASSWORD_CHECKS, bucket(device), at);
}

/** Lifts a lockout at once (the host command `npm run admin:unlock`). */
export async function unlockPasswordChecks(store: Store): Promise<void> {
  await clearThrottle(store, PASSWORD_CHECKS);
}
