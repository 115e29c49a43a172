// The Vercel suite: builds the app with the real `vercel build` (DATA_BACKEND=firebase, offline:
// no login, no API call) and runs tests/vercel/ against that Build Output, served by a local
// emulation of Vercel's edge (tests/vercel/edge.ts) with each function in its own unprivileged
// process on a read-only copy of its files.
//   node scripts/vercel-suite.mjs [jest arguments]
// VERCEL_SUITE_SKIP_BUILD=1 reuses the last .vercel/output; VERCEL_SUITE_KEEP=1 keeps it (and
// .next-vercel) afterwards, else both are removed.
//
// `vercel build` reads the project's settings from .vercel/project.json and asks the API only when
// that file has none, so a fake projectId/orgId with settings written here keeps it offline. The
// build runs against a throwaway, EMPTY firebase-server (as a first deploy does: the build seeds the
// demo owner); every test file then starts its own empty one for the functions.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { projectEnv } from '../tests/vercel/project-env.mjs';

const require = createRequire(import.meta.url);
const ROOT = process.cwd();
const OUTPUT = path.join(ROOT, '.vercel/output');
/** Next.js's own build folder for this build, so it never meets `next build`'s .next. */
const DIST_DIR = '.next-vercel';

async function startDatabase() {
  const FirebaseServer = require('firebase-server');
  const server = new FirebaseServer({ port: 0, address: '127.0.0.1' }, 'portfolio-vercel', null);
  await new Promise((resolve, reject) => {
    server.wss.once('listening', resolve);
    server.wss.once('error', reject);
  });
  server.setAuthSecret('owner');
  return server;
}

async function build() {
  rmSync(path.join(ROOT, '.vercel'), { recursive: true, force: true });
  mkdirSync(path.join(ROOT, '.vercel'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.vercel/project.json'),
    JSON.stringify({
      projectId: 'prj_offline0000000000000000000',
      orgId: 'team_offline000000000000000000',
      projectName: 'portfolio',
      // installCommand "" skips @vercel/next's `npm install` (node_modules is already here).
      settings: { framework: 'nextjs', installCommand: '', outputDirectory: DIST_DIR, nodeVersion: '24.x' },
    }),
  );
  const db = await startDatabase();
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const env = {
    ...process.env,
    ...projectEnv(`127.0.0.1:${db.wss.address().port}`, privateKey),
    NEXT_DIST_DIR: DIST_DIR,
    // The file backend must stay untouched: an empty folder of its own.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vercel-build-unused-')),
    VERCEL_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
  };
  try {
    // Asynchronous: the database answers from this very process while the build runs.
    const code = await new Promise((resolve) => {
      const child = spawn('npx', ['vercel', 'build', '--yes'], { stdio: 'inherit', env });
      child.on('exit', (c) => resolve(c ?? 1));
      child.on('error', () => resolve(1));
    });
    if (code !== 0) return code;
    const seeded = await db.getValue();
    if (!seeded?.user) {
      console.error('[vercel-suite] the build did not seed the demo owner into the empty database');
      return 1;
    }
    return 0;
  } finally {
    await db.close();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

async function main() {
  if (!(process.env.VERCEL_SUITE_SKIP_BUILD && existsSync(path.join(OUTPUT, 'config.json')))) {
    const started = Date.now();
    const code = await build();
    if (code !== 0) return code;
    console.log(`[vercel-suite] vercel build done in ${Math.round((Date.now() - started) / 1000)}s`);
  }
  const args = ['jest', '--testMatch', '**/tests/vercel/**/*.test.ts', '--runInBand', '--forceExit'];
  const result = spawnSync('npx', [...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return result.status ?? 1;
}

const code = await main().catch((error) => {
  console.error(error);
  return 1;
});
if (!process.env.VERCEL_SUITE_KEEP) {
  rmSync(path.join(ROOT, '.vercel'), { recursive: true, force: true });
  rmSync(path.join(ROOT, DIST_DIR), { recursive: true, force: true });
}
process.exit(code);
