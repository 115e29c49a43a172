// Pieces the measuring scripts and the Playwright config share.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Debian's Chromium, launched without the sandbox (root in CI) and without any network chatter. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The behaviour suites (tests/e2e, the Firebase pass) drive Debian's headless shell of that same
 * Chromium, as Playwright drives its own by default: about a third less time than the full browser
 * (docs/decisions/headless-shell-tests.md). The full browser when the shell is not installed.
 */
export const HEADLESS_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Arguments for `node` that serve the production build (in NEXT_DIST_DIR, else .next) the way
 * `npm start` does: `next start`. Run from the repository root.
 */
export function serverArgs(port, hostname = '127.0.0.1') {
  return [NEXT_BIN, 'start', '-H', hostname, '-p', String(port)];
}

/**
 * Exits with a message when something already listens on one of `ports` of 127.0.0.1: the
 * measuring scripts start their own servers there, and an older server left running would
 * otherwise answer in their place (and be measured) while theirs fails to start unseen.
 */
export async function requireFreePorts(ports) {
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) {
      console.error(`Port ${port} on 127.0.0.1 is in use: stop what listens there, or choose other ports.`);
      process.exit(1);
    }
  }
}

/** Polls `url` until it answers 2xx, for at most `seconds`. */
export async function waitForServer(url, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The floor app (bench/floor): a bare Next.js App Router page with one client component on the
 * repository's own `next` and `react`, measured beside the portfolio by `npm run lighthouse`
 * and `npm run bench`.
 */
export const FLOOR_DIR = 'bench/floor';
const NEXT_BIN = 'node_modules/next/dist/bin/next';

/** Builds the floor app into bench/floor/.next unless a build is there (or `rebuild`); exits on failure. */
export function buildFloor(env, rebuild = false) {
  if (existsSync(`${FLOOR_DIR}/.next/BUILD_ID`) && !rebuild) return;
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Arguments for `node` that serve the floor app's build with `next start`. */
export function floorServerArgs(port, hostname = '127.0.0.1') {
  return [NEXT_BIN, 'start', FLOOR_DIR, '-H', hostname, '-p', String(port)];
}

/**
 * Other portfolios measured beside ours and the floor, each when its variable names a folder holding
 * a built copy (a `.next/` with BUILD_ID and its own node_modules): Vercel's portfolio starter
 * (vercel/examples, solutions/blog) and once-ui's magic-portfolio. Third-party code: they live and
 * are built outside this repository (see docs/performance.md); the scripts only serve them, each
 * with its own `next start`, and measure the routes listed (a home page, a list, an article).
 */
const PEERS = [
  { name: 'starter', env: 'STARTER_DIR', title: "Vercel's Portfolio Starter Kit", routes: ['/', '/blog'] },
  {
    name: 'magic-portfolio',
    env: 'MP_DIR',
    title: "once-ui's magic-portfolio",
    routes: ['/', '/about', '/work', '/work/building-once-ui-a-customizable-design-system'],
  },
];
const PEER_NEXT_BIN = 'node_modules/next/dist/bin/next';

/**
 * The peers whose folder is set, with its absolute path (`dir`); prints one line for each one
 * skipped, and exits when a folder is set but holds no build.
 */
export function peers() {
  const found = [];
  for (const peer of PEERS) {
    const dir = process.env[peer.env];
    if (!dir) {
      console.log(`${peer.name}: skipped (set ${peer.env} to a built copy of ${peer.title}; see docs/performance.md)`);
      continue;
    }
    const abs = path.resolve(dir);
    for (const needed of ['.next/BUILD_ID', PEER_NEXT_BIN]) {
      if (!existsSync(path.join(abs, needed))) {
        console.error(
          `${peer.env}=${dir}: ${needed} is missing; build ${peer.name} there first (docs/performance.md).`,
        );
        process.exit(1);
      }
    }
    found.push({ ...peer, dir: abs });
  }
  return found;
}

/** Arguments for `node` that serve a peer's build in `dir` with its own `next start`. */
export function peerServerArgs(dir, port, hostname = '127.0.0.1') {
  return [path.join(dir, PEER_NEXT_BIN), 'start', dir, '-H', hostname, '-p', String(port)];
}
