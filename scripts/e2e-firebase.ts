// The end-to-end pass on the Firebase backend, with no Google service: starts firebase-server
// (a Realtime Database protocol server) on 127.0.0.1, seeds it, builds the app with
// DATA_BACKEND=firebase into its own folder, then runs Playwright's Firebase specs against
// `next start`. Run with tsx; extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firebaseSeed } from '../tests/firebase/seed';
import { startDatabaseServer } from '../tests/helpers/firebase-server';

async function main(): Promise<number> {
  const server = await startDatabaseServer(firebaseSeed());
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // The file backend must not be touched: point it at an empty folder and check it stays empty.
  const unusedDataDir = mkdtempSync(path.join(os.tmpdir(), 'firebase-e2e-unused-'));
  const env = {
    ...process.env,
    DATA_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: 'portfolio-e2e',
    FIREBASE_CLIENT_EMAIL: 'server@portfolio-e2e.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey,
    FIREBASE_DATABASE_URL: 'https://portfolio-e2e-default-rtdb.firebaseio.com',
    FIREBASE_DATABASE_EMULATOR_HOST: `${server.host}:${server.port}`,
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
    return await run('npx', ['playwright', 'test', '--config', 'playwright.firebase.config.ts', ...process.argv.slice(2)]);
  } finally {
    await server.stop();
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
