import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { LOGIN_LOCKOUT } from '@/lib/auth/words';
import { env } from '@/lib/env';
import { sessionSecret } from './secret';
import { setHttpOnlyCookie } from './session';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser in
 * which the owner signed in successfully gets a signed, random device id. Its password checks
 * draw on an allowance of its own; every other browser shares the account-wide one, which
 * strangers may use up. The id says nothing and opens nothing: the password is still needed.
 */
const ID_BYTES = 18;

function signature(id: string): Buffer {
  return createHmac('sha256', sessionSecret(env())).update(`device:${id}`).digest();
}

/** The device id of this browser's cookie, when the cookie is one this server signed. */
export async function knownDevice(): Promise<string | null> {
  const value = (await cookies()).get(LOGIN_LOCKOUT.deviceCookie)?.value ?? '';
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}

/** After a successful sign-in: keeps this browser's device id, or gives it one. */
export async function rememberDevice(known: string | null): Promise<void> {
  const id = known ?? randomBytes(ID_BYTES).toString('base64url');
  const value = `${id}.${signature(id).toString('base64url')}`;
  await setHttpOnlyCookie(LOGIN_LOCKOUT.deviceCookie, value, 'strict', LOGIN_LOCKOUT.deviceLifetimeSeconds);
}
