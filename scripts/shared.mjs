// Pieces the measuring scripts and the Playwright config share.

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
 * `npm start` does: server.mjs, Next.js behind the checks only the HTTP server can make. Run from
 * the repository root.
 */
export function serverArgs(port, hostname = '127.0.0.1') {
  return ['server.mjs', '-H', hostname, '-p', String(port)];
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
