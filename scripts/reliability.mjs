// npm run test:reliability: the crash test and the request fuzzer. The fuzzer drives the
// production build, so it is built first when missing.
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
const args = ['jest', '--testMatch', '**/tests/reliability/**/*.test.ts', '--runInBand', ...process.argv.slice(2)];
process.exit(spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1);
