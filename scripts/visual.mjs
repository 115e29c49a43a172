// The visual regression suite: full-page screenshots of every public route and admin page, at 390
// and 1440 px, in the light and dark themes, compared with the baselines committed in
// tests/visual/__screenshots__ (see docs/design/widgets-and-visual-tests.md).
//
//   npm run test:visual                          build, then compare
//   npm run test:visual -- --update-snapshots    build, then write new baselines (review, commit)
//   VISUAL_BUILD=1 npm run test:visual           build first, even when a build is there
//
// It serves the production build (.next, made when missing) on a fresh demo store of its own: the
// rendered pages live in the data folder (DATA_DIR/cache, lib/cache), so the other suites' edits to
// theirs never show here. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const dataDir = path.resolve(process.env.VISUAL_DATA_DIR ?? '.e2e-data-visual-suite');
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  VISUAL_SUITE: '1',
  E2E_PORT: process.env.VISUAL_PORT ?? process.env.E2E_PORT ?? '3190',
  E2E_DATA_DIR: dataDir,
};

function run(cmd, args, extraEnv = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;
}

if (process.env.VISUAL_BUILD || !existsSync(path.join(distDir, 'BUILD_ID'))) {
  const buildData = mkdtempSync(path.join(os.tmpdir(), 'visual-build-'));
  const built = run('npx', ['next', 'build'], { DATA_DIR: buildData });
  rmSync(buildData, { recursive: true, force: true });
  if (built !== 0) process.exit(built);
}
// Every run starts from the demo content the first start seeds, and nothing else.
rmSync(dataDir, { recursive: true, force: true });
// Its failures' artifacts (diffs) in a folder of their own: a later Playwright pass empties only its own.
process.exit(run('npx', ['playwright', 'test', '--output', 'test-results/visual', ...process.argv.slice(2)]));
