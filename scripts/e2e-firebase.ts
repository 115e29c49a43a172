// The end-to-end pass on the Firebase backend, with no Google service: starts firebase-server
// (a Realtime Database protocol server) on 127.0.0.1 with an EMPTY database, as on a first
// deploy, builds the app with DATA_BACKEND=firebase into its own folder (the build, rendering
// layout, metadata and pages at once, seeds the demo owner), checks the database now holds
// the demo owner, then runs Playwright's Firebase specs against `next start`. Run with tsx;
// extra arguments go to Playwright. E2E_SKIP_BUILD=1 reuses the last build (the database
// then starts empty and is seeded by the first request instead).
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '../lib/content/demo';
import { E2E_FIREBASE_USERS, firstDifference } from '../tests/firebase/seed';
import { startAuthEmulator } from '../tests/helpers/auth-emulator';
import { startDatabaseServer } from '../tests/helpers/firebase-server';

async function main(): Promise<number> {
  const projectId = 'portfolio-e2e';
  // A first deploy: nothing in the database, in particular no `user` node.
  const server = await startDatabaseServer(null);
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
    // Its own port, so it can run while the main end-to-end suite (3100) does.
    E2E_PORT: process.env.E2E_PORT ?? '3101',
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
      const before = await server.value();
      if (before !== null) {
        console.error(`[e2e-firebase] the database must start empty, it holds ${JSON.stringify(before)}`);
        return 1;
      }
      const built = await run('npx', ['next', 'build']);
      if (built !== 0) return built;
      const after = (await server.value()) as { user?: unknown } | null;
      const missing = firstDifference(DEMO_USER, after?.user);
      if (missing !== null) {
        console.error(
          `[e2e-firebase] the build did not seed the demo owner into the empty database (first difference at ${missing})`,
        );
        return 1;
      }
      console.log('[e2e-firebase] next build on an empty database seeded the demo owner');
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
