/**
 * The production build served as deploy/README.md says: `next start` on a free 127.0.0.1 port
 * (fresh data folder, TRUST_PROXY=1, a known owner account), and Caddy in front of it running the
 * shipped deploy/Caddyfile, its {$ENV} placeholders filled in (site on another free 127.0.0.1
 * port, upstream, short read timeouts). The only change to the file: `default_bind 127.0.0.1`
 * in its global options, so the test server listens on loopback alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signIn } from '../helpers/action-call';
import { freePort } from '../helpers/app-server';

export const OWNER = { username: 'owner', password: 'proxy-owner-password-1' } as const;
const SECRET = 'proxy-suite-session-secret-that-is-long-enough-0123456789';
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
/** Caddy's read_header timeout in these tests (deploy/Caddyfile's default is 10 s). */
export const READ_HEADER_TIMEOUT_MS = 2000;
/** Its read_body timeout (the whole request; 60 s in deploy/Caddyfile). */
export const READ_BODY_TIMEOUT_MS = 5000;

export interface Stack {
  /** Caddy's address: what a client talks to. */
  url: string;
  /** `next start`'s own address, behind Caddy. */
  upstream: string;
  dataDir: string;
  /** A fresh real session of the owner ("name=value" cookie), signed in through Caddy. */
  signIn(): Promise<string>;
  /** What each process has written so far. */
  log(): { next: string; caddy: string };
  stop(): Promise<void>;
}

export function spawnLogged(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { text: '' };
  child.stdout?.on('data', (chunk) => (out.text += String(chunk)));
  child.stderr?.on('data', (chunk) => (out.text += String(chunk)));
  return { child, out };
}

export async function waitFor(url: string, child: ChildProcess, name: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${log()}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer within 60 s: ${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** deploy/Caddyfile, listening on loopback alone. */
export function shippedCaddyfile(): string {
  const shipped = readFileSync(path.join(process.cwd(), 'deploy/Caddyfile'), 'utf8');
  const config = shipped.replace(/^\tadmin off$/m, '\tadmin off\n\tdefault_bind 127.0.0.1');
  if (config === shipped) throw new Error('deploy/Caddyfile: no "admin off" line in its global options');
  return config;
}

/** Caddy running `config` on 127.0.0.1:`port`, its own files in `home`. */
export async function startCaddy(home: string, port: number, config: string, env: Record<string, string> = {}) {
  const configFile = path.join(home, 'Caddyfile');
  await writeFile(configFile, config);
  return spawnLogged(CADDY, ['run', '--config', configFile, '--adapter', 'caddyfile'], {
    ...process.env,
    // Caddy's own files (autosave, storage) go to the temporary folder, not the user's home.
    HOME: home,
    XDG_CONFIG_HOME: home,
    XDG_DATA_HOME: home,
    SITE_ADDRESS: `:${port}`,
    CADDY_READ_HEADER_TIMEOUT: `${READ_HEADER_TIMEOUT_MS}ms`,
    CADDY_READ_BODY_TIMEOUT: `${READ_BODY_TIMEOUT_MS}ms`,
    ...env,
  });
}

export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(process.cwd(), dist, 'BUILD_ID'))) throw new Error('Build first: npx next build');
  if (!existsSync(CADDY)) throw new Error(`Caddy not found at ${CADDY}: apt-get install caddy, or set CADDY_PATH`);
  const [appPort, proxyPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-proxy-'));
  const caddyHome = await mkdtemp(path.join(os.tmpdir(), 'portfolio-caddy-'));

  const next = spawnLogged(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(appPort)],
    {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      TRUST_PROXY: '1',
      SESSION_SECRET: SECRET,
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      ...extraEnv,
    },
  );

  const caddy = await startCaddy(caddyHome, proxyPort, shippedCaddyfile(), { UPSTREAM: `127.0.0.1:${appPort}` });

  const url = `http://127.0.0.1:${proxyPort}`;
  const upstream = `http://127.0.0.1:${appPort}`;
  const stop = async () => {
    await Promise.all([stopChild(caddy.child), stopChild(next.child)]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(caddyHome, { recursive: true, force: true });
  };
  try {
    await waitFor(`${upstream}/login`, next.child, 'next start', () => next.out.text);
    await waitFor(`${url}/login`, caddy.child, 'caddy', () => caddy.out.text);
    const home = await fetch(`${url}/`); // seeds content and the owner's account
    await home.arrayBuffer();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    upstream,
    dataDir,
    signIn: () => signIn(url, OWNER.username, OWNER.password),
    log: () => ({ next: next.out.text, caddy: caddy.out.text }),
    stop,
  };
}
