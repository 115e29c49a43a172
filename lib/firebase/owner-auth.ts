import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { initFirebaseAdmin } from './admin-app';
import type { FirebaseSettings } from './config';

export interface OwnerAuth {
  auth: Pick<Auth, 'verifyIdToken'>;
  /** Revocation and disabled accounts can be checked only with service-account credentials. */
  checkRevoked: boolean;
}

const cache = globalThis as unknown as { __portfolioOwnerAuth?: OwnerAuth };

/**
 * firebase-admin Auth for verifying the owner's ID tokens, or null when Firebase sign-in is
 * off. Works with the service account, or with just the web app's project id (signature,
 * audience and expiry are still verified against Google's public keys).
 */
export function firebaseAuthForOwner(settings: FirebaseSettings): OwnerAuth | null {
  if (!settings.ownerSignIn || !settings.client) return null;
  if (!cache.__portfolioOwnerAuth) {
    const app = settings.admin
      ? initFirebaseAdmin(settings.admin, 'owner-auth')
      : initializeApp({ projectId: settings.client.projectId }, 'portfolio-owner-auth');
    cache.__portfolioOwnerAuth = { auth: getAuth(app), checkRevoked: Boolean(settings.admin) };
  }
  return cache.__portfolioOwnerAuth;
}
