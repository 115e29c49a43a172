// Pieces the measuring scripts and the Playwright config share.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

/** Debian's Chromium, launched without the sandbox (root in CI) and without any network chatter. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
