import { cert, initializeApp, type App } from 'firebase-admin/app';
import type { FirebaseAdminConfig } from './config';

let count = 0;

/**
 * A firebase-admin app for the service account. With FIREBASE_DATABASE_EMULATOR_HOST or
 * FIREBASE_AUTH_EMULATOR_HOST set, the SDK talks to those emulators instead of Google.
 */
export function initFirebaseAdmin(config: FirebaseAdminConfig, purpose: string): App {
  return initializeApp(
    {
      credential: cert({ projectId: config.projectId, clientEmail: config.clientEmail, privateKey: config.privateKey }),
      projectId: config.projectId,
      databaseURL: config.databaseURL,
      storageBucket: config.storageBucket,
    },
    `portfolio-${purpose}-${++count}`,
  );
}
