// npm run test:reliability: the request fuzzer, the crash test (SIGKILLs of the server during admin
// writes) and the concurrency test, all against the production build, which is built first when
// missing. Each suite prints its summary (inputs tried, failures).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync('.next/BUILD_ID')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reliability-build-'));
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...env, DATA_DIR: dataDir } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const args = [
  'jest',
  '--testMatch',
  '**/tests/reliability/**/*.test.ts',
  '--runInBand',
  '--forceExit',
  ...process.argv.slice(2),
];
process.exit(spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1);
