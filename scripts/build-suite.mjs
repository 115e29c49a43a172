// Runs a Jest suite that talks to the production build over HTTP, building it first when missing:
//   node scripts/build-suite.mjs reliability   the request fuzzer, the crash test (SIGKILLs of the
//                                              server during admin writes) and the concurrency test
//   node scripts/build-suite.mjs security      one test per finding of the security review, each
//                                              replaying its attack and checking the store is unchanged
// Each test file starts its own server on 127.0.0.1 with a fresh data folder. Extra arguments go to Jest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SUITES = ['reliability', 'security'];
const [suite, ...rest] = process.argv.slice(2);
if (!SUITES.includes(suite)) {
  console.error(`Usage: node scripts/build-suite.mjs ${SUITES.join('|')} [jest arguments]`);
  process.exit(2);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${suite}-build-`));
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...env, DATA_DIR: dataDir } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The reliability files wait on crashes and restarts (one file keeps a core about half busy): two at
// a time. The security files, run beside them in CI, one at a time.
const workers = suite === 'reliability' ? '--maxWorkers=2' : '--runInBand';
const args = ['jest', '--testMatch', `**/tests/${suite}/**/*.test.ts`, workers, '--forceExit', ...rest];
process.exit(spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1);
