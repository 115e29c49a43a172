import { generateKeyPairSync } from 'node:crypto';

let cachedKey: string | undefined;

/** A well-formed service-account key; with emulators set, firebase-admin never uses it to sign. */
export function testPrivateKey(): string {
  cachedKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return cachedKey;
}

export function firebaseEnv(databaseURL: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: 'portfolio-test',
    FIREBASE_CLIENT_EMAIL: 'server@portfolio-test.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: testPrivateKey().replace(/\n/g, '\\n'),
    FIREBASE_DATABASE_URL: databaseURL,
    ...extra,
  };
}
