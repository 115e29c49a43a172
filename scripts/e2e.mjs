// Builds the production app on a fresh data folder, then runs Playwright against it, served by
// `next start`, as `npm start` serves it.
// Extra arguments go to Playwright (e.g. a spec file or --grep).
//
// Without arguments, the whole run is made of passes, one after the other: the main project,
// then each suite that reads or replaces the whole store (the serial projects of
// playwright.config.ts), each in its own Playwright run. A failure in one pass does not keep the
// next from running (as project dependencies would: one failed test skipped every later suite).
// Their JSON reports are merged into PLAYWRIGHT_JSON_OUTPUT_NAME; each keeps its failures' artifacts in
// test-results/<project> (a later pass would otherwise clear them).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
// The main project, then the two that compare the whole store before and after (one after the
// other, in one run: one server start and one Playwright start fewer).
const PASSES = [['chromium'], ['private-access', 'cross-origin']];

function run(cmd, args, extra = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  return result.status ?? 1;
}

if (!process.env.E2E_SKIP_BUILD) {
  rmSync(dataDir, { recursive: true, force: true });
  const built = run('npx', ['next', 'build']);
  if (built !== 0) process.exit(built);
}

const extraArgs = process.argv.slice(2);
if (extraArgs.length > 0) process.exit(run('npx', ['playwright', 'test', ...extraArgs]));

const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const merged = { suites: [], errors: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 } };
let status = 0;
for (const projects of PASSES) {
  const name = projects.join('+');
  const out = report ? `${report}.${name}.json` : undefined;
  if (out) rmSync(out, { force: true });
  const code = run(
    'npx',
    [
      'playwright',
      'test',
      ...projects.flatMap((project) => ['--project', project]),
      '--no-deps',
      ...(projects.length > 1 ? ['--workers=1'] : []),
      '--output',
      `test-results/${name}`,
    ],
    out ? { PLAYWRIGHT_JSON_OUTPUT_NAME: out } : {},
  );
  if (code !== 0) status = code;
  if (!out) continue;
  let j;
  try {
    j = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    merged.errors.push({ message: `The ${name} pass wrote no report (exit ${code}).` });
    continue;
  }
  merged.suites.push(...(j.suites ?? []));
  merged.errors.push(...(j.errors ?? []));
  for (const key of Object.keys(merged.stats)) merged.stats[key] += j.stats?.[key] ?? 0;
  rmSync(out, { force: true });
}
if (report) writeFileSync(report, JSON.stringify(merged));
process.exit(status);
