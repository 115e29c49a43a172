import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getDatabase, type Database } from 'firebase/database';
import type { FirebaseClientConfig } from './config';

const APP_NAME = 'portfolio-web';

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
}

/** The browser's Firebase app, created once from the public web config. */
export function getFirebaseClient(config: FirebaseClientConfig): FirebaseClient {
  const existing = getApps().find((a) => a.name === APP_NAME);
  const { authEmulatorUrl, ...options } = config;
  const app = existing ?? initializeApp(options, APP_NAME);
  const auth = getAuth(app);
  if (authEmulatorUrl && !existing) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return { app, auth, db: getDatabase(app) };
}
