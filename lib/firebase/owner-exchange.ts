import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { ADMIN_PATH, USERS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';

/** Where the uid of the owner's last Firebase sign-in is kept, so logout can mark it offline. */
export const FIREBASE_OWNER_PATH = `${ADMIN_PATH}/firebaseOwner`;
const USER_STATUS = { online: 'online', offline: 'offline' } as const;

const MAX_TOKEN_LENGTH = 8192;

/**
 * Verifies a Firebase ID token on the server and decides whether it belongs to the owner:
 * a valid, unrevoked token of an enabled account whose verified e-mail is in ADMIN_EMAILS.
 * Never throws; every refusal carries the message to show.
 */
export async function verifyOwnerToken(
  auth: Pick<Auth, 'verifyIdToken'>,
  idToken: unknown,
  adminEmails: readonly string[],
  checkRevoked = true,
): Promise<{ ok: true; uid: string; email: string } | { ok: false; error: string }> {
  if (typeof idToken !== 'string' || idToken.length > MAX_TOKEN_LENGTH || idToken.split('.').length !== 3) {
    return { ok: false, error: FIREBASE_MESSAGES.ownerTokenInvalid };
  }
  let decoded: Awaited<ReturnType<Auth['verifyIdToken']>>;
  try {
    decoded = await auth.verifyIdToken(idToken, checkRevoked);
  } catch {
    return { ok: false, error: FIREBASE_MESSAGES.ownerTokenInvalid };
  }
  const email = typeof decoded.email === 'string' ? decoded.email.toLowerCase() : '';
  if (!email || !adminEmails.includes(email)) return { ok: false, error: FIREBASE_MESSAGES.ownerNotAllowed };
  // An unverified address could belong to anyone who registered it first.
  if (decoded.email_verified !== true) return { ok: false, error: FIREBASE_MESSAGES.ownerEmailUnverified };
  return { ok: true, uid: decoded.uid, email };
}

export interface OwnerExchangeDeps {
  auth: Pick<Auth, 'verifyIdToken'>;
  /** False without service-account credentials, which revocation checks need. */
  checkRevoked?: boolean;
  adminEmails: readonly string[];
  store: Store;
  /** Starts the same session cookie as the username/password login. */
  startSession(): Promise<void>;
}

export type OwnerExchangeResult = { status: 200; body: { ok: true } } | { status: 400 | 403; body: { error: string } };

/**
 * Turns a verified Firebase ID token of an allowed owner account into the site's own session,
 * and sets users/{uid} status online. Nothing is written for a refused token.
 */
export async function exchangeOwnerToken(input: unknown, deps: OwnerExchangeDeps): Promise<OwnerExchangeResult> {
  const idToken = input !== null && typeof input === 'object' ? (input as { idToken?: unknown }).idToken : undefined;
  const check = await verifyOwnerToken(deps.auth, idToken, deps.adminEmails, deps.checkRevoked);
  if (!check.ok) return { status: typeof idToken === 'string' ? 403 : 400, body: { error: check.error } };
  await deps.store.update('', {
    [`${USERS_PATH}/${check.uid}/status`]: USER_STATUS.online,
    [FIREBASE_OWNER_PATH]: { uid: check.uid, email: check.email, signedInAt: Date.now() },
  });
  await deps.startSession();
  return { status: 200, body: { ok: true } };
}

/** At logout: the owner's users/{uid} status goes offline (when they signed in with Firebase). */
export async function markOwnerOffline(store: Store): Promise<void> {
  const owner = await store.get<{ uid?: string }>(FIREBASE_OWNER_PATH);
  if (!owner?.uid) return;
  await store.update('', { [`${USERS_PATH}/${owner.uid}/status`]: USER_STATUS.offline, [FIREBASE_OWNER_PATH]: null });
}
