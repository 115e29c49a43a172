import { deleteApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { initFirebaseAdmin } from '@/lib/firebase/admin-app';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import type { Env } from '@/lib/env';
import { EmbeddedStore } from './embedded-store';
import { FirebaseStore } from './firebase-store';
import type { Store } from './types';

/**
 * Builds the store the configuration asks for. No `server-only` here, so command-line tools
 * (content import/export) share it; the app goes through getStore() in ./index.
 */
export function createStore(config: Env): Store {
  if (config.DATA_BACKEND === 'firebase') {
    if (!config.firebase.admin) {
      throw new Error(
        'DATA_BACKEND=firebase needs FIREBASE_PROJECT_ID, FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY and FIREBASE_DATABASE_URL.',
      );
    }
    const app = initFirebaseAdmin(config.firebase.admin, 'store');
    return new FirebaseStore(getDatabase(app), () => deleteApp(app));
  }
  if (config.vercelProduction) throw new Error(FIREBASE_MESSAGES.fileBackendOnVercel);
  return new EmbeddedStore(config.dataDir);
}
