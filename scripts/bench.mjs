// npm run bench: load-tests the production server on 127.0.0.1 with autocannon (bounded: 10 s and
// at most 200,000 requests, 50 connections per target) and compares the pre-rendered pages with
// the floor app (bench/floor: a bare Next.js App Router page with one client component, on the
// same next and react, served by `next start` beside ours) under the same load, each page of ours
// right after a floor run. Targets: GET / and /projects, a static file, an uploaded media file
// (uploaded first through the admin API) and POST /api/visit, whose counts are checked after the
// load (BENCH_VISITS calls, 4,000 by default: each answered 2xx and counted once, up to one address's daily allowance). Prints req/s, p50/p99 latency and the server's
// RSS per target and our req/s as a share of the floor's. `/` is measured twice: as before, with no
// Accept-Encoding, and with a browser's (`gzip, deflate, br, zstd`), each against the floor under
// the same headers. Both are served by `next start`. With STARTER_DIR and MP_DIR (built copies of Vercel's
// portfolio starter and of once-ui's magic-portfolio, kept outside the repository: see
// docs/performance.md), each one's GET / is measured too, under both headers, served by its own
// `next start`. Run through tsx, to sign the
// owner's session with the app's code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSessionRecord } from '../lib/auth/sessions.ts';
import { signSessionToken } from '../lib/auth/token.ts';
import { SESSION } from '../lib/auth/words.ts';
import { parseEnv } from '../lib/env.ts';
import { DAILY_BOUNDS } from '../lib/stats/daily-bounds.ts';
import { createStore } from '../lib/store/create.ts';
import {
  buildFloor,
  requireFreePorts,
  floorServerArgs,
  serverArgs,
  peerServerArgs,
  peers,
  waitForServer,
} from './shared.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 200_000);
const VISITS = Number(process.env.BENCH_VISITS ?? 4000);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
// The peers on the ports after the floor's (BENCH_STARTER_PORT: the first of them).
const PEERS = peers().map((peer, i) => ({
  ...peer,
  port: Number(process.env.BENCH_STARTER_PORT ?? PORT + 2) + i,
}));
const dataDir = path.resolve('.bench-data');
const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'bench-owner-password-1',
};

if (!existsSync('.next/BUILD_ID') || process.env.BENCH_BUILD === '1') {
  const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
buildFloor(env, process.env.BENCH_BUILD === '1');
rmSync(dataDir, { recursive: true, force: true });

// The owner's server-side session, recorded in the fresh store before the server opens it.
const store = createStore(parseEnv(env));
const sid = await createSessionRecord(store);
await store.close?.();

await requireFreePorts([PORT, FLOOR_PORT, ...PEERS.map((peer) => peer.port)]);
const server = spawn(
  process.execPath,
  [...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []), ...serverArgs(PORT)],
  {
    env,
    stdio: 'ignore',
  },
);
let peakRss = 0;
const rssTimer = setInterval(() => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    peakRss = Math.max(peakRss, kb * 1024);
  } catch {
    /* process gone */
  }
}, 250);
const floor = spawn(process.execPath, floorServerArgs(FLOOR_PORT), { env, stdio: 'ignore' });
const peerServers = PEERS.map((peer) =>
  spawn(process.execPath, peerServerArgs(peer.dir, peer.port), {
    cwd: peer.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: 'ignore',
  }),
);
const peerUrl = (peer) => `http://127.0.0.1:${peer.port}/`;
const stop = () => {
  clearInterval(rssTimer);
  server.kill('SIGTERM');
  floor.kill('SIGTERM');
  for (const child of peerServers) child.kill('SIGTERM');
};
process.on('exit', stop);

await waitForServer(`${BASE}/`);
await waitForServer(`${FLOOR}/`);
for (const peer of PEERS) await waitForServer(peerUrl(peer));

async function load(title, url, opts = {}) {
  const rssBefore = peakRss;
  peakRss = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    maxOverallRequests: MAX_REQUESTS,
    ...opts,
  });
  const rss = peakRss;
  peakRss = Math.max(rssBefore, rss);
  return {
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    'RSS MB': new URL(url).port === String(PORT) ? Math.round(rss / 1024 / 1024) : '',
    ok: result['2xx'],
  };
}

/** Uploads the demo avatar as the owner would; answers the /media/… URL the site then serves. */
async function uploadMedia() {
  const token = await signSessionToken({ username: 'owner', version: 0, sid }, new TextEncoder().encode(SECRET));
  const form = new FormData();
  form.append('file', new Blob([readFileSync('public/demo/avatar.webp')], { type: 'image/webp' }), 'avatar.webp');
  const response = await fetch(`${BASE}/api/admin/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: `${SESSION.cookieName}=${token}`, origin: BASE },
  });
  if (response.status !== 201) throw new Error(`media upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()).url;
}

/** The visit counters as GET /api/visit reports them (counting nothing). */
async function visitCounts() {
  const response = await fetch(`${BASE}/api/visit`);
  if (!response.ok) throw new Error(`GET /api/visit answered ${response.status}`);
  const { total, unique } = await response.json();
  return { total, unique };
}

const rows = [];
const checks = [];
// Unrecorded warm-up of both servers (JIT, first renders, caches): a cold first run measured
// half of a warm one.
for (const url of [`${FLOOR}/`, `${BASE}/`, `${BASE}/projects`, ...PEERS.map(peerUrl)]) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
}
const staticUrl = '/demo/avatar.webp';
const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
try {
  rows.push(await load('floor GET /', `${FLOOR}/`));
  rows.push(await load('GET /', `${BASE}/`));
  for (const peer of PEERS) rows.push(await load(`${peer.name} GET /`, peerUrl(peer)));
  rows.push(await load('floor GET / (gzip, br)', `${FLOOR}/`, browser));
  rows.push(await load('GET / (gzip, br)', `${BASE}/`, browser));
  for (const peer of PEERS) rows.push(await load(`${peer.name} GET / (gzip, br)`, peerUrl(peer), browser));
  rows.push(await load('floor GET / (again)', `${FLOOR}/`));
  rows.push(await load('GET /projects', `${BASE}/projects`));
  rows.push(await load(`GET ${staticUrl}`, `${BASE}${staticUrl}`));
  const mediaUrl = await uploadMedia();
  rows.push(await load('GET /media/… (uploaded)', `${BASE}${mediaUrl}`));
  const visit = await fetch(`${BASE}/api/visit`, { method: 'POST' });
  if (visit.status !== 404) {
    const before = await visitCounts();
    // A fixed number of calls, so none is still in flight when the counts are read again.
    const row = await load('POST /api/visit', `${BASE}/api/visit`, {
      amount: VISITS,
      method: 'POST',
      headers: { 'user-agent': 'Mozilla/5.0 bench' },
    });
    rows.push(row);
    const after = await visitCounts();
    // Each POST comes without a cookie: a new browser, so both counters move by one per 2xx answer,
    // up to what one address may add per day (lib/stats/daily-bounds.ts; all calls come from
    // 127.0.0.1 with no trusted proxy, so they share one allowance, of which the probe above took one).
    const counted = { total: after.total - before.total, unique: after.unique - before.unique };
    // A visit that may not count as a new browser is not counted at all.
    const allowed = Math.min(VISITS, DAILY_BOUNDS.newVisitors.shared - 1, DAILY_BOUNDS.visits.shared - 1);
    const expected = { total: allowed, unique: allowed };
    const exact = row.ok === VISITS && counted.total === expected.total && counted.unique === expected.unique;
    checks.push(
      `POST /api/visit counts ${exact ? 'exact' : 'WRONG'}: ${VISITS} sent, ${row.ok} answered 2xx, total +${counted.total} (expected +${expected.total}), unique +${counted.unique} (expected +${expected.unique}, the daily allowance of one address)`,
    );
    if (!exact) process.exitCode = 1;
  }
} finally {
  stop();
}

console.table(rows, ['target', 'req/s', 'p50 ms', 'p99 ms', 'non2xx', 'errors', 'RSS MB']);
const reqs = (target) => rows.find((r) => r.target === target)['req/s'];
const ratio = (page, floorTarget, who = '') => {
  const ours = reqs(`${who}GET ${page}`);
  const base = reqs(floorTarget);
  return `${who}${page}: ${ours} vs floor ${base} req/s = ${((ours / base) * 100).toFixed(0)} % (${ours - base} req/s)`;
};
console.log(ratio('/', 'floor GET /'));
console.log(ratio('/ (gzip, br)', 'floor GET / (gzip, br)'));
for (const peer of PEERS) {
  console.log(ratio('/', 'floor GET /', `${peer.name} `));
  console.log(ratio('/ (gzip, br)', 'floor GET / (gzip, br)', `${peer.name} `));
}
console.log(ratio('/projects', 'floor GET / (again)'));
for (const check of checks) console.log(check);
console.log(`server peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
console.log(`${DURATION} s (at most ${MAX_REQUESTS} requests) per target, ${CONNECTIONS} connections, 127.0.0.1 only`);

// Insights events/s: the daily counters (one store transaction per event, as POST /api/insights
// records them) under CONNECTIONS concurrent writers, in this process on a fresh embedded store.
// In-process, because the endpoint allows one client INSIGHTS.perClient events per window, so a
// load test from one address would measure the throttle. Bounded: BENCH_EVENTS events (4,000 by
// default) or BENCH_SECONDS, whichever ends first; the day's counts are then checked exact.
{
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const { readDays, recordTally } = await import('../lib/insights/daily.ts');
  const events = Number(process.env.BENCH_EVENTS ?? 4000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-insights-'));
  const insightsStore = createStore(parseEnv({ ...env, DATA_DIR: dir }));
  const day = new Date().toISOString().slice(0, 10);
  const kinds = [
    { view: 'home', visitor: true, referrer: 'example.com' },
    { view: 'projects' },
    { resume: 'dark' },
    { click: 'demo~tidewatch' },
  ];
  const sent = [0, 0, 0, 0];
  let started = 0;
  const deadline = Date.now() + DURATION * 1000;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (started < events && Date.now() < deadline) {
        const kind = started++ % kinds.length;
        await recordTally(insightsStore, day, kinds[kind]);
        sent[kind] += 1;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  const [{ row }] = await readDays(insightsStore, day, 1);
  await insightsStore.close?.();
  rmSync(dir, { recursive: true, force: true });
  const total = sent.reduce((a, b) => a + b, 0);
  const exact =
    row.views.home === sent[0] &&
    row.visitors === sent[0] &&
    row.referrers['example,com'] === sent[0] &&
    (row.views.projects ?? 0) === sent[1] &&
    (row.resume.dark ?? 0) === sent[2] &&
    (row.clicks['demo~tidewatch'] ?? 0) === sent[3];
  console.log(
    `insights events: ${Math.round(total / seconds)} events/s (${total} events, ${CONNECTIONS} concurrent, ${seconds.toFixed(1)} s, embedded store), counts ${exact ? 'exact' : 'WRONG'}`,
  );
  if (!exact) process.exitCode = 1;
}
