import 'server-only';
import { cookies, headers } from 'next/headers';
import { SESSION } from '@/lib/auth/words';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { getSessionVersion } from './credentials';
import { sessionSecret } from './secret';
import { createSessionRecord, revokeSession } from './sessions';
import { readSessionToken, signSessionToken } from './token';

/** Secure cookies whenever the request reached us over https (directly or via a proxy such as Vercel's). */
async function servedOverHttps(): Promise<boolean> {
  if (env().SESSION_COOKIE_SECURE === 'true') return true;
  const h = await headers();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https';
}

/** Sets an HttpOnly cookie for the whole site, Secure when the request came over https. */
export async function setHttpOnlyCookie(name: string, value: string, sameSite: 'lax' | 'strict', maxAge: number) {
  (await cookies()).set(name, value, { httpOnly: true, sameSite, secure: await servedOverHttps(), path: '/', maxAge });
}

/**
 * Records a new server-side session, signs a cookie for it (for `username`, at the current
 * session version) and sets it HttpOnly.
 */
export async function startSession(username: string): Promise<void> {
  const store = getStore();
  const [version, sid] = await Promise.all([getSessionVersion(store), createSessionRecord(store)]);
  const token = await signSessionToken({ username, version, sid }, sessionSecret(env()));
  await setHttpOnlyCookie(SESSION.cookieName, token, 'lax', SESSION.lifetimeSeconds);
}

/** Ends this browser's session on the server (its record is removed) and clears the cookie. */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(SESSION.cookieName)?.value;
  const claims = token ? await readSessionToken(token, sessionSecret(env())) : null;
  if (claims) await revokeSession(getStore(), claims.sid);
  jar.delete(SESSION.cookieName);
}
