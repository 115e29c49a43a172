// Builds the production app on a fresh data folder, then runs Playwright against it, served by
// `next start`, as `npm start` serves it.
// Extra arguments go to Playwright (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (!process.env.E2E_SKIP_BUILD) {
  rmSync(dataDir, { recursive: true, force: true });
  const built = run('npx', ['next', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
