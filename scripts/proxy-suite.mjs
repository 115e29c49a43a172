// Runs the proxy suite (tests/proxy): the production build served by `next start` behind Caddy
// with the shipped deploy/Caddyfile, each test file starting its own pair on free 127.0.0.1 ports.
//   node scripts/proxy-suite.mjs [jest arguments]
// Builds first (`next build`) unless PROXY_SKIP_BUILD=1 and a build is there (`npm test` sets it:
// the end-to-end suite has just built). Needs Caddy 2.6+ (/usr/bin/caddy, or CADDY_PATH).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const caddy = process.env.CADDY_PATH ?? '/usr/bin/caddy';
if (!existsSync(caddy)) {
  console.error(`Caddy not found at ${caddy}: run \`sudo apt-get install -y caddy\` or set CADDY_PATH.`);
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const built = existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'));
if (!(built && process.env.PROXY_SKIP_BUILD === '1')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-build-'));
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...env, DATA_DIR: dataDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = [
  'jest',
  '--testMatch',
  '**/tests/proxy/**/*.test.ts',
  '--runInBand',
  '--forceExit',
  ...process.argv.slice(2),
];
process.exit(spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1);
