import { deleteApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { initFirebaseAdmin } from '@/lib/firebase/admin-app';
import type { FirebaseAdminConfig } from '@/lib/firebase/config';
import { FirebaseStore } from '../firebase-store';

export function createFirebaseStore(config: FirebaseAdminConfig): FirebaseStore {
  const app = initFirebaseAdmin(config, 'store');
  return new FirebaseStore(getDatabase(app), () => deleteApp(app));
}
