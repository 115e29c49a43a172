import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { ADMIN_MESSAGES, SESSION } from '@/lib/constants';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { CREDENTIALS_PATH } from './paths';
import { getSessionVersion, type StoredCredentials } from './credentials';
import { sessionSecret } from './secret';
import { readSessionToken } from './token';

/**
 * The real gate: a session counts only if its signature is valid, it has not expired, and it
 * names the current admin at the current session version (changing credentials ends others).
 */
export const verifySession = cache(async (): Promise<{ username: string } | null> => {
  const token = (await cookies()).get(SESSION.cookieName)?.value;
  if (!token) return null;
  const claims = await readSessionToken(token, sessionSecret(env()));
  if (!claims) return null;
  const store = getStore();
  const [credentials, version] = await Promise.all([
    store.get<StoredCredentials>(CREDENTIALS_PATH),
    getSessionVersion(store),
  ]);
  if (!credentials || credentials.username !== claims.username || version !== claims.version) return null;
  return { username: claims.username };
});

export class NotSignedInError extends Error {
  constructor() {
    super(ADMIN_MESSAGES.notSignedIn);
    this.name = 'NotSignedInError';
  }
}

/** For server actions and route handlers: the session, or a NotSignedInError to turn into a refusal. */
export async function requireSession(): Promise<{ username: string }> {
  const session = await verifySession();
  if (!session) throw new NotSignedInError();
  return session;
}
