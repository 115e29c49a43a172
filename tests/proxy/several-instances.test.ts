/**
 * Several instances (docs/self-hosting.md, "Several instances"): two `next start` on the Firebase
 * backend (firebase-server, offline) sharing a redis-server through REDIS_URL, behind Caddy with
 * deploy/Caddyfile balancing both. A save through instance A shows through instance B at its next
 * request, and through Caddy whichever instance answers: the HTML and the RSC payload of a
 * navigation. A save while Redis does not answer is done (the content is stored) and its expiry
 * reaches B once Redis answers; then Redis stops: pages still render, quickly. Skipped, with a line saying so, only where redis-server is not
 * installed (.ci/run installs it).
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { callAction, form, signIn, succeeded } from '../helpers/action-call';
import { freePort } from '../helpers/app-server';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { shippedCaddyfile, spawnLogged, startCaddy, stopChild, waitFor } from './stack';

jest.setTimeout(240_000);

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const OWNER = { username: 'owner', password: 'instances-owner-password-1' };
const SAVE_SINGLETON = 'lib/admin/content-actions.ts#saveSingleton';
const OLD_NAME = DEMO_USER.about.fullName;
const NEW_NAME = 'Saved Through Instance A';
const PAUSED_NAME = 'Saved While Redis Was Paused';

type Logged = ReturnType<typeof spawnLogged>;
interface Instances {
  a: string;
  b: string;
  caddy: string;
  redis: Logged;
  logs(): string;
  stop(): Promise<void>;
}

/** deploy/Caddyfile with both instances as upstreams, taken in turn. */
function twoUpstreamCaddyfile(a: string, b: string): string {
  const shipped = shippedCaddyfile();
  const config = shipped
    .replaceAll('{$UPSTREAM:127.0.0.1:3000}', `${a} ${b}`)
    .replace(
      `\thandle {\n\t\treverse_proxy ${a} ${b}\n\t}`,
      `\thandle {\n\t\treverse_proxy ${a} ${b} {\n\t\t\tlb_policy round_robin\n\t\t}\n\t}`,
    );
  if (!config.includes('lb_policy round_robin'))
    throw new Error('deploy/Caddyfile: no plain reverse_proxy to its upstream');
  return config;
}

async function startInstances(database: TestDatabaseServer): Promise<Instances> {
  const [redisPort, portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const home = await mkdtemp(path.join(os.tmpdir(), 'portfolio-instances-'));
  // Bounded: no disk, 64 MB at most, gone with the test.
  const redis = spawnLogged(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '64mb'],
    process.env,
  );
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TRUST_PROXY: '1',
    SESSION_SECRET: 'several-instances-session-secret-long-enough-0123456789',
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    DATA_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: 'portfolio-instances',
    FIREBASE_CLIENT_EMAIL: 'server@portfolio-instances.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey,
    FIREBASE_DATABASE_URL: 'https://portfolio-instances-default-rtdb.firebaseio.com',
    FIREBASE_DATABASE_EMULATOR_HOST: `${database.host}:${database.port}`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  };
  const start = (port: number, name: string) =>
    spawnLogged(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
      // Each its own (unused) data folder: the content is in the database.
      { ...env, DATA_DIR: path.join(home, name) },
    );
  const [nextA, nextB] = [start(portA, 'a'), start(portB, 'b')];
  const [a, b] = [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`];
  const children = [redis, nextA, nextB];
  const caddyHome = path.join(home, 'caddy');
  const caddy = await mkdir(caddyHome)
    .then(() => startCaddy(caddyHome, proxyPort, twoUpstreamCaddyfile(a, b)))
    .catch(async (error: unknown) => {
      await Promise.all(children.map(({ child }) => stopChild(child)));
      throw error;
    });
  children.unshift(caddy);
  const logs = () =>
    ['caddy', 'A', 'B', 'redis'].map((name, i) => `--- ${name}\n${children[i].out.text.slice(-4000)}`).join('\n');
  const stop = async () => {
    await Promise.all(children.map(({ child }) => stopChild(child)));
    await rm(home, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://${a}/login`, nextA.child, 'next start A', logs);
    await waitFor(`http://${b}/login`, nextB.child, 'next start B', logs);
    await waitFor(`http://127.0.0.1:${proxyPort}/login`, caddy.child, 'caddy', logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: `http://${a}`, b: `http://${b}`, caddy: `http://127.0.0.1:${proxyPort}`, redis, logs, stop };
}

const aboutFields = () =>
  Object.fromEntries(Object.entries(DEMO_USER.about).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

const HEADERS = { html: {}, rsc: { RSC: '1' } } as const;

/** The owner's name as a page answers it (HTML or RSC payload), and how long it took. */
async function nameOn(base: string, view: keyof typeof HEADERS, address = '/about-me') {
  const began = Date.now();
  const answer = await fetch(`${base}${address}`, { headers: HEADERS[view] });
  const text = await answer.text();
  // The newest name first: the demo's name also stands in its portrait's alt text.
  const name = [PAUSED_NAME, NEW_NAME, OLD_NAME].find((known) => text.includes(known)) ?? `none (${answer.status})`;
  return { name, ms: Date.now() - began };
}

const available = existsSync(REDIS_SERVER);
if (!available)
  console.log(`several-instances: skipped, no redis-server at ${REDIS_SERVER} (apt-get install redis-server)`);

(available ? describe : describe.skip)('two instances sharing Redis, behind Caddy', () => {
  let database: TestDatabaseServer;
  let instances: Instances;

  beforeAll(async () => {
    // An empty database, seeded with the demo content by the first request.
    database = await startDatabaseServer(null);
    instances = await startInstances(database);
  });
  afterAll(async () => {
    await instances?.stop();
    await database?.stop();
  });

  it('shows a save through instance A on instance B and through Caddy, HTML and RSC', async () => {
    const { a, b, caddy } = instances;
    // Every copy cached first: each instance, both views, twice (Caddy takes them in turn).
    for (let pass = 0; pass < 2; pass++) {
      for (const base of [a, b, caddy, caddy]) {
        for (const view of ['html', 'rsc'] as const) {
          expect({ base, view, ...(await nameOn(base, view)), ms: 0 }).toEqual({ base, view, name: OLD_NAME, ms: 0 });
        }
      }
    }

    const cookie = await signIn(a, OWNER.username, OWNER.password);
    const saved = await callAction(a, cookie, SAVE_SINGLETON, [
      'about-details',
      {},
      form({ ...aboutFields(), fullName: NEW_NAME }),
    ]);
    expect(succeeded(saved)).toBe(true);

    const seen = [];
    for (const base of [b, caddy, caddy, a]) {
      for (const view of ['html', 'rsc'] as const) seen.push({ base, view, name: (await nameOn(base, view)).name });
    }
    expect(seen).toEqual(seen.map((s) => ({ ...s, name: NEW_NAME })));
  });

  it('a save while Redis does not answer is kept, and the other instance shows it once Redis answers', async () => {
    const paused = PAUSED_NAME;
    const cookie = await signIn(instances.a, OWNER.username, OWNER.password);
    // Both instances hold the current page in Redis before the pause.
    for (const base of [instances.a, instances.b]) expect((await nameOn(base, 'html')).name).toBe(NEW_NAME);
    instances.redis.child.kill('SIGSTOP');
    try {
      const began = Date.now();
      const saved = await callAction(instances.a, cookie, SAVE_SINGLETON, [
        'about-details',
        {},
        form({ ...aboutFields(), fullName: paused }),
      ]);
      // The content is stored: the save is done, not an error, and answers within moments.
      expect({ status: saved.status, ok: succeeded(saved) }).toEqual({ status: 200, ok: true });
      expect(Date.now() - began).toBeLessThan(5_000);
    } finally {
      instances.redis.child.kill('SIGCONT');
    }
    // The expiry A kept is sent once Redis answers: B then renders the page anew.
    const deadline = Date.now() + 30_000;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = [(await nameOn(instances.b, 'html')).name, (await nameOn(instances.b, 'rsc')).name];
      if (seen.every((name) => name === paused)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen).toEqual([paused, paused]);
  });

  it('renders every page while Redis is away, none waiting more than a moment on it', async () => {
    await stopChild(instances.redis.child);
    for (const base of [instances.b, instances.caddy, instances.caddy, instances.a]) {
      for (const view of ['html', 'rsc'] as const) {
        const { name, ms } = await nameOn(base, view);
        expect({ base, view, name }).toEqual({ base, view, name: PAUSED_NAME });
        expect(ms).toBeLessThan(5_000);
      }
    }
    expect(instances.logs()).toMatch(/\[cache\] (read|tags): unavailable/);
  });
});
