// The environment variables the project sets in Vercel's settings for the Firebase backend, with
// fake credentials: firebase-admin talks to the database emulator named by
// FIREBASE_DATABASE_EMULATOR_HOST and never signs anything with the key. Shared by
// scripts/vercel-suite.mjs (the build) and the tests (the functions at run time).
const SITE_URL = 'https://portfolio-vercel.vercel.app';

/** @param {string} databaseHost 127.0.0.1:PORT of firebase-server @param {string} privateKey PEM */
export function projectEnv(databaseHost, privateKey) {
  return {
    DATA_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: 'portfolio-vercel',
    FIREBASE_CLIENT_EMAIL: 'server@portfolio-vercel.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
    FIREBASE_DATABASE_URL: 'https://portfolio-vercel-default-rtdb.firebaseio.com',
    FIREBASE_DATABASE_EMULATOR_HOST: databaseHost,
    NEXT_PUBLIC_SITE_URL: SITE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
