// npm run lighthouse: builds if needed, serves the production build on 127.0.0.1, runs Lighthouse
// (mobile, default simulated throttling) 3 times on each public route with Debian's Chromium, and
// prints the median run's scores and metrics. JSON reports go to reports/lighthouse/ (git-ignored).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, serverArgs, waitForServer } from './shared.mjs';

const PORT = Number(process.env.LH_PORT ?? 3900);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const ALL_ROUTES = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact'];
// LH_ROUTES=/,/projects measures a subset while iterating; the target applies to all six.
const ROUTES = process.env.LH_ROUTES ? process.env.LH_ROUTES.split(',') : ALL_ROUTES;
const OUT = path.resolve('reports/lighthouse');
const dataDir = path.resolve(process.env.LH_DATA_DIR ?? '.lighthouse-data');
const env = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };

mkdirSync(OUT, { recursive: true });
if (!existsSync('.next/BUILD_ID') || process.env.LH_BUILD === '1') {
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, serverArgs(PORT), {
  env,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);

await waitForServer(`${BASE}/`);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const tbtOf = (lhr) => lhr.audits['total-blocking-time'].numericValue;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${BASE}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (lhr.runtimeError || lhr.audits['first-contentful-paint']?.numericValue === undefined) {
        // A run that could not measure (a renderer hiccup on this shared machine) is run again, twice at most.
        console.warn(
          `${route}: run ${i + 1} measured nothing (${lhr.runtimeError?.code ?? 'no FCP'}); running it again`,
        );
        if (++failures > 2)
          throw new Error(`${route}: Lighthouse failed three times: ${lhr.runtimeError?.message ?? 'no FCP'}`);
        i--;
        continue;
      }
      runs.push(lhr);
    }
    const lhr = computeMedianRun(runs);
    const name = route === '/' ? 'home' : route.slice(1);
    writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(lhr, null, 1));
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const total = items.find((i) => i.resourceType === 'total')?.transferSize ?? 0;
    const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      route,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: `${(lhr.audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      lcp: `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      tbt: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      'tbt range':
        runs.length > 1
          ? `${Math.round(Math.min(...runs.map(tbtOf)))}–${Math.round(Math.max(...runs.map(tbtOf)))} ms`
          : '',
      cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      bytes: kib(total),
      js: kib(js),
    });
  }
} finally {
  await chrome.kill();
  stopServer();
}

console.table(rows);
console.log(`median of ${RUNS} runs per route; reports in ${path.relative(process.cwd(), OUT)}/`);
