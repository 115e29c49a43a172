import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';

export type OwnerCheck = { ok: true; uid: string; email: string } | { ok: false; error: string };

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
  { checkRevoked = true }: { checkRevoked?: boolean } = {},
): Promise<OwnerCheck> {
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
