import { randomBytes } from 'node:crypto';
import { SESSION } from '@/lib/auth/words';
import type { Store } from '@/lib/store/types';
import { SESSIONS_PATH, SESSION_VERSION_PATH } from './paths';

/**
 * Server-side session records: a session cookie counts only while its record exists, so logout
 * ends it for good (a copy of the cookie saved earlier no longer opens anything), and "sign out
 * everywhere" ends them all. Records expire with their cookie and are pruned at each sign-in,
 * so there are never more than the sign-ins of one cookie lifetime.
 */
interface SessionRecord {
  createdAt: number;
  expiresAt: number;
}

const recordPath = (sid: string) => `${SESSIONS_PATH}/${sid}`;

export async function createSessionRecord(store: Store, now = Date.now()): Promise<string> {
  const sid = randomBytes(18).toString('base64url');
  await store.set(recordPath(sid), { createdAt: now, expiresAt: now + SESSION.lifetimeSeconds * 1000 });
  const all = (await store.get<Record<string, SessionRecord>>(SESSIONS_PATH)) ?? {};
  const expired = Object.entries(all).filter(([, r]) => !(typeof r?.expiresAt === 'number' && r.expiresAt > now));
  if (expired.length) await store.update(SESSIONS_PATH, Object.fromEntries(expired.map(([id]) => [id, null])));
  return sid;
}

export async function isSessionLive(store: Store, sid: string, now = Date.now()): Promise<boolean> {
  const record = await store.get<SessionRecord>(recordPath(sid));
  return !!record && typeof record.expiresAt === 'number' && record.expiresAt > now;
}

export async function revokeSession(store: Store, sid: string): Promise<void> {
  await store.remove(recordPath(sid));
}

/** Ends every session: records gone and the session version bumped (tokens of any age refused). */
export async function revokeAllSessions(store: Store): Promise<void> {
  await store.remove(SESSIONS_PATH);
  await store.transaction<number>(SESSION_VERSION_PATH, (current) => (current ?? 0) + 1);
}
