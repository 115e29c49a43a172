import 'server-only';
import { cookies, headers } from 'next/headers';
import { SESSION } from '@/lib/constants';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { getSessionVersion } from './credentials';
import { sessionSecret } from './secret';
import { signSessionToken } from './token';

/** Secure cookies whenever the request reached us over https (directly or via a proxy such as Vercel's). */
async function servedOverHttps(): Promise<boolean> {
  if (env().SESSION_COOKIE_SECURE === 'true') return true;
  const h = await headers();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https';
}

/** Signs a session for `username` at the current session version and sets the HttpOnly cookie. */
export async function startSession(username: string): Promise<void> {
  const version = await getSessionVersion(getStore());
  const token = await signSessionToken({ username, version }, sessionSecret(env()));
  const jar = await cookies();
  jar.set(SESSION.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await servedOverHttps(),
    path: '/',
    maxAge: SESSION.lifetimeSeconds,
  });
}

export async function endSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION.cookieName);
}
