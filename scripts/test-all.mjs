// Runs every test suite of the project and prints one closing line: "N passed, N failed, N skipped".
// Suites: lint and format, unused dependencies and dead code, type check, Jest (unit + store contract,
// Firebase suites included), Playwright end-to-end against the production build, the visual
// regression screenshots (their own build, scripts/visual.mjs), the reliability
// suite (fuzzer, crash, concurrency), the security suite and the proxy suite (`next start` behind
// Caddy) on that build, the Firebase end-to-end pass against firebase-server, and the Vercel suite
// (the output of `vercel build` behind an emulated Vercel edge, scripts/vercel-suite.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jestFailures, playwrightFailures } from './report-failures.mjs';
import { CHROMIUM_PATH as chromium } from './shared.mjs';

if (!existsSync(chromium)) {
  // The browser tests drive Debian's Chromium (the end-to-end ones its headless shell, when there:
  // docs/decisions/headless-shell-tests.md); install both when we can (root, apt).
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium packages...`);
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (process.getuid?.() === 0) {
    spawnSync('apt-get', ['update', '-q'], apt);
    spawnSync('apt-get', ['install', '-y', '-q', 'chromium', 'chromium-headless-shell'], apt);
  }
  if (!existsSync(chromium)) {
    console.error(
      'Chromium is required for the end-to-end tests: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
}

// The typecheck suite checks the whole project once; the builds after it skip Next.js's own check
// (and the write of a build cache nothing reads): next.config.ts.
process.env.TEST_RUN_TYPECHECKED = '1';

const reports = path.resolve('reports');
mkdirSync(reports, { recursive: true });

/**
 * Runs a command; its output goes straight through, or, for a suite run beside another
 * (`alongside`), is kept and printed whole when it ends, so the two never interleave.
 */
function run(cmd, args, env = {}, keepOutput = false) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (keepOutput) process.stdout.write(Buffer.concat(output));
      resolve({ status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs Jest with a JSON report and counts its tests. */
async function jestSuite(cmd, args, report, env = {}, keepOutput = false) {
  const out = path.join(reports, report);
  rmSync(out, { force: true });
  const r = await run(cmd, [...args, '--ci', '--json', `--outputFile=${out}`], env, keepOutput);
  const j = readJson(out);
  if (!j) return { ...r, passed: 0, failed: 1, skipped: 0, failures: [`no report was written (${report})`] };
  const failed = j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  return {
    ...r,
    passed: j.numPassedTests,
    failed: failed || (r.status === 0 ? 0 : 1),
    skipped: j.numPendingTests + j.numTodoTests,
    failures: jestFailures(j),
  };
}

/** Runs a Playwright pass with a JSON report and counts its tests. */
async function playwrightSuite(cmd, args, report) {
  const out = path.join(reports, report);
  rmSync(out, { force: true });
  const r = await run(cmd, args, { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: process.env.CI ?? '1' });
  const j = readJson(out);
  if (!j) return { ...r, passed: 0, failed: 1, skipped: 0, failures: [`no report was written (${report})`] };
  const s = j.stats;
  const failed = s.unexpected + s.flaky + (j.errors?.length ?? 0);
  return {
    ...r,
    passed: s.expected,
    failed: failed || (r.status === 0 ? 0 : 1),
    skipped: s.skipped,
    failures: playwrightFailures(j),
  };
}

/** A command that passes or fails as a whole counts as one test. */
async function commandSuite(cmd, args, keepOutput = false) {
  const r = await run(cmd, args, {}, keepOutput);
  return { ...r, passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1, skipped: 0 };
}

// Each suite's time budget in seconds (its time on the 2-core CI machine, plus headroom): a suite
// over it fails the run, so growth is caught long before CI's hard limit. Ratchet down as suites
// get faster; the target for the whole run is 20 minutes (docs/performance.md).
const suites = [
  // The three static checks run side by side (`alongside`: with the suite before it): ESLint and tsc
  // each use one core of the two.
  {
    name: 'lint (ESLint, Prettier)',
    budget: 150,
    run: (keep) => commandSuite('npm', ['run', '--silent', 'lint'], keep),
  },
  {
    // Fails on a listed dependency no file imports, an import of an unlisted one, and dead files or exports.
    name: 'dependencies and dead code (knip)',
    budget: 60,
    alongside: true,
    run: (keep) => commandSuite('npm', ['run', '--silent', 'knip'], keep),
  },
  {
    name: 'typecheck',
    budget: 90,
    alongside: true,
    run: (keep) => commandSuite('npm', ['run', '--silent', 'typecheck'], keep),
  },
  {
    name: 'jest (unit + contract)',
    budget: 240,
    // Beside the static checks (which keep the cores ~80 % busy, jest ~66 %). Two workers (Jest's
    // default is one on two cores): the Firebase contract files mostly wait on firebase-server.
    alongside: true,
    run: (keep) => jestSuite('npx', ['jest', '--maxWorkers=2'], 'jest.json', {}, keep),
  },
  {
    name: 'playwright (e2e, production build)',
    budget: 1300,
    run: () => playwrightSuite('node', ['scripts/e2e.mjs'], 'playwright.json'),
  },
  {
    // Full-page screenshots of every route and admin page (390 and 1440 px, both themes) against
    // the committed baselines, on a build and a demo store of their own (scripts/visual.mjs).
    name: 'playwright (visual regression)',
    budget: 300,
    run: () => playwrightSuite('node', ['scripts/visual.mjs'], 'playwright-visual.json'),
  },
  {
    // Against the production build the end-to-end suite just made: fuzzer, crash test, concurrency.
    name: 'reliability (fuzzer, crash, concurrency)',
    budget: 480,
    run: (keep) => jestSuite('node', ['scripts/build-suite.mjs', 'reliability'], 'reliability.json', {}, keep),
  },
  {
    // One test per finding of the outside security review: each replays its attack over HTTP.
    // Beside the reliability suite, which keeps the CPU about half busy (crashes, restarts, waits):
    // every test file starts its own server on a free port.
    name: 'security (attacks replayed on the production build)',
    budget: 180,
    alongside: true,
    run: (keep) => jestSuite('node', ['scripts/build-suite.mjs', 'security'], 'security.json', {}, keep),
  },
  {
    // `next start` behind Caddy with deploy/Caddyfile: body limits, slow clients, malformed
    // targets, client addresses, sign-in and uploads through the proxy (the build above, reused).
    name: 'proxy (next start behind Caddy)',
    budget: 90,
    alongside: true,
    run: (keep) => jestSuite('node', ['scripts/proxy-suite.mjs'], 'proxy.json', { PROXY_SKIP_BUILD: '1' }, keep),
  },
  {
    // Not beside the reliability stage: tried, that stage took 281 s instead of 198 and this pass
    // 159 s instead of 60 (the cores are not as idle as the stage's 59 % suggests), and the timing-
    // and memory-sensitive tests there failed.
    name: 'playwright (e2e, Firebase backend on firebase-server)',
    budget: 180,
    run: () => playwrightSuite('npx', ['tsx', 'scripts/e2e-firebase.ts'], 'playwright-firebase.json'),
  },
  {
    // `vercel build` with the Firebase backend, its Build Output served by an emulated Vercel edge.
    // Never beside a Playwright pass: the build traces test-results/ into a function, which that
    // pass empties at its start.
    name: 'vercel (Build Output, Firebase on firebase-server)',
    budget: 180,
    run: () => jestSuite('node', ['scripts/vercel-suite.mjs'], 'vercel.json'),
  },
];

/**
 * The machine's CPU time so far, busy and total, in ticks (Linux /proc/stat; null elsewhere): how
 * busy a stage kept the cores says whether running another suite beside it could save time.
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - ticks[3] - (ticks[4] ?? 0), total };
  } catch {
    return null;
  }
}

const startedAt = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];
// Suites in stages: a suite marked `alongside` runs at the same time as the one before it.
const stages = [];
for (const suite of suites) {
  if (suite.alongside && stages.length > 0) stages.at(-1).push(suite);
  else stages.push([suite]);
}
for (const stage of stages) {
  console.log(`\n=== ${stage.map((suite) => suite.name).join(' | ')} ===`);
  const cpuBefore = cpuTicks();
  const results = await Promise.all(stage.map((suite) => suite.run(stage.length > 1)));
  const cpuAfter = cpuTicks();
  const busy =
    cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
      ? `, CPU ${Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total))}% busy`
      : '';
  stage.forEach((suite, i) => {
    const r = results[i];
    const over = r.seconds > suite.budget;
    totals.passed += r.passed;
    totals.failed += r.failed + (over ? 1 : 0);
    totals.skipped += r.skipped;
    lines.push(
      `${suite.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds}s of its ${suite.budget}s budget${over ? ': OVER' : ''}${busy})`,
    );
    for (const failure of r.failures ?? []) failures.push(`  ${suite.name}: ${failure}`);
    if (over) failures.push(`  ${suite.name}: took ${r.seconds}s, over its time budget of ${suite.budget}s`);
  });
}
// Repeated here, next to the totals, so that the end of a long log says which tests failed and how.
if (failures.length) {
  console.log('\n=== failed ===');
  for (const failure of failures) console.log(failure);
}
console.log('\n=== summary ===');
for (const line of lines) console.log(line);
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`all suites: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
