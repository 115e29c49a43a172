// npm run bench: load-tests the production server on 127.0.0.1 with autocannon (bounded: 10 s,
// 50 connections per target) and compares pre-rendered pages with a minimal Node static server
// sending the same bytes. Targets: GET / and /projects, a static file, an uploaded media file
// (uploaded first through the admin API) and POST /api/visit. Prints req/s, p50/p99 latency and
// the server's RSS per target. Run through tsx, to sign the owner's session with the app's code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { signSessionToken } from '../lib/auth/token.ts';
import { SESSION } from '../lib/constants.ts';
import { serverArgs, waitForServer } from './shared.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const REF_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASE = `http://127.0.0.1:${PORT}`;
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
rmSync(dataDir, { recursive: true, force: true });

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
const stop = () => {
  clearInterval(rssTimer);
  server.kill('SIGTERM');
};
process.on('exit', stop);

await waitForServer(`${BASE}/`);

// The reference ceiling: the same HTML bytes from a bare Node server.
const pages = {};
for (const p of ['/', '/projects']) {
  const r = await fetch(`${BASE}${p}`, { headers: { 'accept-encoding': 'identity' } });
  pages[p] = Buffer.from(await r.arrayBuffer());
}
const reference = http.createServer((req, res) => {
  const body = pages[req.url] ?? pages['/'];
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise((r) => reference.listen(REF_PORT, '127.0.0.1', r));

async function load(title, url, opts = {}) {
  const rssBefore = peakRss;
  peakRss = 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  const rss = peakRss;
  peakRss = Math.max(rssBefore, rss);
  return {
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    'RSS MB': url.includes(`:${REF_PORT}/`) ? '' : Math.round(rss / 1024 / 1024),
  };
}

/** Uploads the demo avatar as the owner would; answers the /media/… URL the site then serves. */
async function uploadMedia() {
  const token = await signSessionToken({ username: 'owner', version: 0 }, new TextEncoder().encode(SECRET));
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

const rows = [];
const staticUrl = '/demo/avatar.webp';
try {
  rows.push(await load('reference GET /', `http://127.0.0.1:${REF_PORT}/`));
  rows.push(await load('GET /', `${BASE}/`));
  rows.push(await load('reference GET /projects', `http://127.0.0.1:${REF_PORT}/projects`));
  rows.push(await load('GET /projects', `${BASE}/projects`));
  rows.push(await load(`GET ${staticUrl}`, `${BASE}${staticUrl}`));
  const mediaUrl = await uploadMedia();
  rows.push(await load('GET /media/… (uploaded)', `${BASE}${mediaUrl}`));
  const visit = await fetch(`${BASE}/api/visit`, { method: 'POST' });
  if (visit.status !== 404) {
    rows.push(
      await load('POST /api/visit', `${BASE}/api/visit`, {
        method: 'POST',
        headers: { 'user-agent': 'Mozilla/5.0 bench' },
      }),
    );
  }
} finally {
  reference.close();
  stop();
}

console.table(rows);
const ratio = (page) => {
  const ours = rows.find((r) => r.target === `GET ${page}`)['req/s'];
  const ref = rows.find((r) => r.target === `reference GET ${page}`)['req/s'];
  return `${page}: ${((ours / ref) * 100).toFixed(0)} % of the reference req/s`;
};
console.log(ratio('/'));
console.log(ratio('/projects'));
console.log(`server peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
console.log(`${DURATION} s per target, ${CONNECTIONS} connections, 127.0.0.1 only`);
