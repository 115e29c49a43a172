import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { NOT_SIGNED_IN, SESSION } from '@/lib/auth/words';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { CREDENTIALS_PATH } from './paths';
import { getSessionVersion, type StoredCredentials } from './credentials';
import { sessionSecret } from './secret';
import { isSessionLive } from './sessions';
import { readSessionToken } from './token';

/**
 * The real gate: a session counts only if its signature is valid, it has not expired, its
 * server-side record still exists (logout and "sign out everywhere" remove it), and it names the
 * current admin at the current session version (changing credentials ends others).
 */
export const verifySession = cache(async (): Promise<{ username: string; sid: string } | null> => {
  const token = (await cookies()).get(SESSION.cookieName)?.value;
  if (!token) return null;
  const claims = await readSessionToken(token, sessionSecret(env()));
  if (!claims) return null;
  const store = getStore();
  const [credentials, version, live] = await Promise.all([
    store.get<StoredCredentials>(CREDENTIALS_PATH),
    getSessionVersion(store),
    isSessionLive(store, claims.sid),
  ]);
  if (!live || !credentials || credentials.username !== claims.username || version !== claims.version) return null;
  return { username: claims.username, sid: claims.sid };
});

export class NotSignedInError extends Error {
  constructor() {
    super(NOT_SIGNED_IN);
    this.name = 'NotSignedInError';
  }
}

/** For server actions and route handlers: the session, or a NotSignedInError to turn into a refusal. */
export async function requireSession(): Promise<{ username: string; sid: string }> {
  const session = await verifySession();
  if (!session) throw new NotSignedInError();
  return session;
}
