// The end-to-end pass on the Firebase backend, with no Google service: starts firebase-server
// (a Realtime Database protocol server) on 127.0.0.1, seeds it, builds the app with
// DATA_BACKEND=firebase into its own folder, then runs Playwright's Firebase specs against
// `next start`. Run with tsx; extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_FIREBASE_USERS, firebaseSeed } from '../tests/firebase/seed';
import { startAuthEmulator } from '../tests/helpers/auth-emulator';
import { startDatabaseServer } from '../tests/helpers/firebase-server';

async function main(): Promise<number> {
  const projectId = 'portfolio-e2e';
  const server = await startDatabaseServer(firebaseSeed());
  // Stands in for Google's Auth servers: the browser signs in there, firebase-admin verifies.
  const auth = await startAuthEmulator(
    Object.values(E2E_FIREBASE_USERS).map((u) => ({ ...u })),
    projectId,
    'admin',
  );
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  // The file backend must not be touched: point it at an empty folder and check it stays empty.
  const unusedDataDir = mkdtempSync(path.join(os.tmpdir(), 'firebase-e2e-unused-'));
  const env = {
    ...process.env,
    DATA_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_CLIENT_EMAIL: 'server@portfolio-e2e.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey,
    FIREBASE_DATABASE_URL: 'https://portfolio-e2e-default-rtdb.firebaseio.com',
    FIREBASE_DATABASE_EMULATOR_HOST: `${server.host}:${server.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'e2e-web-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
    NEXT_PUBLIC_FIREBASE_DATABASE_URL: `https://${projectId}-default-rtdb.firebaseio.com`,
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:000000000000:web:e2e',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    ADMIN_EMAILS: E2E_FIREBASE_USERS.owner.email,
    DATA_DIR: unusedDataDir,
    E2E_DATA_DIR: unusedDataDir,
    NEXT_DIST_DIR: '.next-firebase',
    // As on Vercel: no disk keeps a generated secret.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Asynchronous on purpose: the database server answers from this very process meanwhile.
  const run = (cmd: string, args: string[]) =>
    new Promise<number>((resolve) => {
      const child = spawn(cmd, args, { stdio: 'inherit', env });
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  try {
    if (!process.env.E2E_SKIP_BUILD) {
      const built = await run('npx', ['next', 'build']);
      if (built !== 0) return built;
    }
    return await run('npx', [
      'playwright',
      'test',
      '--config',
      'playwright.firebase.config.ts',
      ...process.argv.slice(2),
    ]);
  } finally {
    await server.stop();
    await auth.stop();
    rmSync(unusedDataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
