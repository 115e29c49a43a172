// npm run lighthouse: builds if needed, serves the production build on 127.0.0.1 and, beside it,
// the floor app (bench/floor: a bare Next.js App Router page with one client component, on the
// same next and react), runs Lighthouse (mobile, default simulated throttling) LH_RUNS times
// (default 3) on the floor's page and on each public route with Debian's Chromium, and prints,
// per route, the median run of ours, of the floor and the difference (score points, ms, KiB).
// With STARTER_DIR and MP_DIR (built copies of Vercel's portfolio starter and of once-ui's
// magic-portfolio, kept outside the repository: see docs/performance.md), each is served too, with
// its own `next start`, and its pages (home, a list, an article) measured in the same run, with
// their difference from the floor.
// JSON reports go to reports/lighthouse/ (git-ignored).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  buildFloor,
  requireFreePorts,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  floorServerArgs,
  serverArgs,
  peerServerArgs,
  peers,
  waitForServer,
} from './shared.mjs';

const PORT = Number(process.env.LH_PORT ?? 3900);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_PORT = Number(process.env.LH_FLOOR_PORT ?? PORT + 1);
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
// The peers on the ports after the floor's (LH_STARTER_PORT: the first of them).
const PEERS = peers().map((peer, i) => ({
  ...peer,
  base: `http://127.0.0.1:${Number(process.env.LH_STARTER_PORT ?? PORT + 2) + i}`,
}));
// The six routes and a project's own page (the demo content's first project).
const ALL_ROUTES = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact', '/projects/tidewatch'];
// LH_ROUTES=/,/projects measures a subset while iterating; the target applies to all of them.
const ROUTES = process.env.LH_ROUTES ? process.env.LH_ROUTES.split(',') : ALL_ROUTES;
const OUT = path.resolve('reports/lighthouse');
const dataDir = path.resolve(process.env.LH_DATA_DIR ?? '.lighthouse-data');
const env = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };

mkdirSync(OUT, { recursive: true });
if (!existsSync('.next/BUILD_ID') || process.env.LH_BUILD === '1') {
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
buildFloor(env, process.env.LH_BUILD === '1');

await requireFreePorts([PORT, FLOOR_PORT, ...PEERS.map((peer) => Number(new URL(peer.base).port))]);
const server = spawn(process.execPath, serverArgs(PORT), {
  env,
  stdio: 'ignore',
  detached: true,
});
const floor = spawn(process.execPath, floorServerArgs(FLOOR_PORT), { env, stdio: 'ignore', detached: true });
const peerServers = PEERS.map((peer) =>
  spawn(process.execPath, peerServerArgs(peer.dir, Number(new URL(peer.base).port)), {
    cwd: peer.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  }),
);
const stopServer = () => {
  for (const child of [server, floor, ...peerServers]) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
process.on('exit', stopServer);

await waitForServer(`${BASE}/`);
await waitForServer(`${FLOOR}/`);
for (const peer of PEERS) await waitForServer(`${peer.base}/`);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const tbtOf = (lhr) => lhr.audits['total-blocking-time'].numericValue;

/** The median of RUNS Lighthouse runs of `url`; a run that measured nothing is run again, twice at most. */
async function medianRun(url, label) {
  // One unrecorded request first, as a browser would send it: the first answer after a start (or
  // a save) is the one the server renders or captures; the runs measure the page as visitors get it.
  const html = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }).then((r) => r.text());
  // Likewise the image the page preloads (its LCP candidate), in the widths the emulated phone
  // (412 px wide at DPR 1.75) can pick: the image optimizer encodes each width once, on its first
  // request (seconds for AVIF on this machine), and keeps it; a cold encode otherwise lands in
  // whichever run comes first and can be the median.
  for (const [, srcset] of html.matchAll(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/g)) {
    for (const candidate of srcset.replaceAll('&amp;', '&').split(', ')) {
      const [src, width] = candidate.split(' ');
      if (Number.parseInt(width, 10) > 828) continue;
      await fetch(new URL(src, url), {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      }).then((r) => r.arrayBuffer());
    }
  }
  const runs = [];
  for (let i = 0, failures = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError || lhr.audits['first-contentful-paint']?.numericValue === undefined) {
      // A renderer hiccup on this shared machine.
      console.warn(`${label}: run ${i + 1} measured nothing (${lhr.runtimeError?.code ?? 'no FCP'}); running it again`);
      if (++failures > 2)
        throw new Error(`${label}: Lighthouse failed three times: ${lhr.runtimeError?.message ?? 'no FCP'}`);
      i--;
      continue;
    }
    runs.push(lhr);
  }
  const lhr = computeMedianRun(runs);
  writeFileSync(path.join(OUT, `${label}.json`), JSON.stringify(lhr, null, 1));
  return { lhr, tbtRange: [Math.min(...runs.map(tbtOf)), Math.max(...runs.map(tbtOf))] };
}

/** The figures printed per run, as numbers: scores 0–100, times in ms, sizes in KiB. */
function figures({ lhr, tbtRange }) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    // What the browser itself saw in the unthrottled trace: Lantern keeps in its LCP graph every
    // script evaluated before this, so it says more than the simulated figure about what to change.
    'seen LCP ms': Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0),
    'TBT ms': ms('total-blocking-time'),
    'TBT range': RUNS > 1 ? `${Math.round(tbtRange[0])}–${Math.round(tbtRange[1])}` : '',
    CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'JS KiB': Number(bytes('script').toFixed(1)),
    'all KiB': Number(bytes('total').toFixed(1)),
    'main thread ms': ms('mainthread-work-breakdown'),
  };
}

/** Ours minus the floor, signed, per figure. */
function difference(ours, base) {
  const diff = {};
  for (const [key, value] of Object.entries(ours)) {
    if (typeof value !== 'number') diff[key] = '';
    else {
      const d = Number((value - base[key]).toFixed(key === 'CLS' ? 3 : key.includes('KiB') ? 1 : 0));
      diff[key] = d > 0 ? `+${d}` : String(d);
    }
  }
  return diff;
}

const rows = [];
try {
  const base = figures(await medianRun(`${FLOOR}/`, 'floor'));
  for (const route of ROUTES) {
    const ours = figures(
      await medianRun(`${BASE}${route}`, route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')),
    );
    rows.push({ route, app: 'ours', ...ours });
    rows.push({ route, app: 'floor', ...base });
    rows.push({ route, app: 'ours − floor', ...difference(ours, base) });
  }
  for (const peer of PEERS) {
    // The peer's own pages (those it answers: a copy may have left one out).
    for (const route of peer.routes) {
      if (!(await fetch(`${peer.base}${route}`).then((r) => r.arrayBuffer().then(() => r.ok)))) continue;
      const label = `${peer.name}-${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}`;
      const theirs = figures(await medianRun(`${peer.base}${route}`, label));
      rows.push({ route: `${peer.name} ${route}`, app: peer.name, ...theirs });
      rows.push({ route: `${peer.name} ${route}`, app: `${peer.name} − floor`, ...difference(theirs, base) });
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}

console.table(rows);
console.log(
  `median of ${RUNS} runs per route and of the floor app's page (bench/floor)${PEERS.map((peer) => ` and of ${peer.name}'s pages (${peer.dir})`).join('')}; reports in ${path.relative(process.cwd(), OUT)}/`,
);
