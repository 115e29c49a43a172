/**
 * The site as deployed on Vercel with DATA_BACKEND=firebase: the Build Output of `vercel build`
 * (scripts/vercel-suite.mjs), served by edge.ts (routing, CDN, one unprivileged process per
 * function on a read-only copy of its files) against an EMPTY firebase-server, as on a deploy
 * whose database was wiped after the build.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_MARKERS } from '../firebase/seed';
import { SESSION } from '@/lib/auth/words';
import { callAction, form, succeeded } from '../helpers/action-call';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { startEdge, type Edge } from './edge';
import { projectEnv } from './project-env.mjs';

const OUTPUT = path.join(process.cwd(), '.vercel/output');
const OWNER = { username: 'owner', password: `vercel-owner-${randomBytes(6).toString('hex')}` };
const PROJECT_SLUG = 'ledgerline-api';

let db: TestDatabaseServer;
let edge: Edge;
let cookie = '';

beforeAll(async () => {
  if (!existsSync(path.join(OUTPUT, 'config.json'))) throw new Error('Build first: node scripts/vercel-suite.mjs');
  db = await startDatabaseServer(null);
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  edge = await startEdge({
    output: OUTPUT,
    root: process.cwd(),
    env: {
      ...projectEnv(`${db.host}:${db.port}`, privateKey),
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
}, 60_000);

afterAll(async () => {
  // VERCEL_EDGE_LOG=file keeps what the functions wrote, to read after a run.
  if (edge && process.env.VERCEL_EDGE_LOG) writeFileSync(process.env.VERCEL_EDGE_LOG, edge.logs());
  await edge?.stop();
  await db?.stop();
});

/** Adds what the function processes wrote to a failure, where the cause usually is. */
async function withLogs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    (error as Error).message += `\n--- function and edge logs ---\n${edge.logs().slice(-6000)}`;
    throw error;
  }
}

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${edge.url}${route}`, { headers, redirect: 'manual' });

/** Fails with the answer's body, which says why (a refusal's message). */
async function expectStatus(response: Response, status: number): Promise<void> {
  if (response.status !== status)
    throw new Error(
      `${response.url} answered ${response.status}, not ${status}: ${(await response.text()).slice(0, 500)}`,
    );
}

/** The Origin a browser sends from a page of the site: Vercel serves it over https. */
const origin = () => edge.url.replace(/^http:/, 'https:');

/** Signs in through the login action as the login page does; answers the session cookie. */
async function signIn(username: string, password: string): Promise<string> {
  const answer = await callAction(
    edge.url,
    '',
    'lib/auth/actions.ts#login',
    [{ outcome: 'idle' }, form({ userName: username, password })],
    { origin: origin() },
  );
  const session = answer.setCookies.find((c) => c.startsWith(`${SESSION.cookieName}=`))?.split(';')[0];
  if (!session || session === `${SESSION.cookieName}=`)
    throw new Error(`sign-in failed (${answer.status}): ${answer.text.slice(0, 300)}`);
  return session;
}

const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

const PAGES: Record<string, string[]> = {
  '/': [DEMO_MARKERS.fullName, DEMO_MARKERS.quote],
  '/about-me': [DEMO_MARKERS.fullName, DEMO_MARKERS.address],
  '/education-work': ['MSc Software Engineering'],
  '/skills': [DEMO_MARKERS.skill],
  '/projects': [DEMO_MARKERS.frontendProject, DEMO_MARKERS.backendProject],
  '/contact': [DEMO_MARKERS.fullName],
  [`/projects/${PROJECT_SLUG}`]: [DEMO_MARKERS.fullName],
};

describe('public pages', () => {
  for (const [route, markers] of Object.entries(PAGES)) {
    test(
      `${route} answers 200 with the demo owner's content`,
      () =>
        withLogs(async () => {
          const response = await get(route);
          const html = visible(await response.text());
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^text\/html/);
          // Pre-rendered by the build: the CDN answers, no function runs.
          expect(['PRERENDER', 'HIT']).toContain(response.headers.get('x-vercel-cache'));
          for (const marker of markers) expect(html).toContain(marker);
        }),
      60_000,
    );
  }

  test(
    'an unknown note, project or language is a short-lived redirect to /login; an address no language could have runs no function (third review, finding 1)',
    () =>
      withLogs(async () => {
        // Vercel's CDN keeps a 307 for its s-maxage (and serves it stale for stale-while-revalidate),
        // one per address: an unknown slug's answer must not be kept for the month a page is.
        // A prefix shaped like a language's that names no published one, or a path under one of the site's
        // own folders that no route there takes, runs the [lang] layout's refusal: the same price.
        for (const route of [
          '/projects/no-such-project',
          '/notes/no-such-note',
          '/xx',
          '/xx/projects',
          '/og/notes/no-such-note',
          '/projects/a/b',
        ]) {
          const response = await get(route);
          expect([route, response.status, response.headers.get('location')]).toEqual([route, 307, '/login']);
          const life = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(response.headers.get('cache-control') ?? '');
          expect(life).not.toBeNull();
          expect(Number(life![1])).toBeLessThanOrEqual(60);
          expect(Number(life![1]) + Number(life![2])).toBeLessThanOrEqual(300);
        }
        // Any other unknown path: the routing's own redirect (next.config.ts).
        for (const route of ['/no-such-page/x', '/wp-admin/setup-config.php', '/.env']) {
          const calls = edge.cacheLog.length;
          const response = await get(route);
          expect([route, response.status, response.headers.get('location')]).toEqual([route, 307, '/login']);
          const ran = edge.cacheLog
            .slice(calls)
            .filter((entry) => entry.how === 'function' || entry.how === 'regenerated');
          expect([route, ran]).toEqual([route, []]);
        }
        const resume = await get('/resume/no-such-file.pdf');
        expect([resume.status, resume.headers.get('cache-control')]).toEqual([404, 'no-store']);
      }),
    60_000,
  );

  test('every function runs on Node 24, the Node of package.json’s engines', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines;
    expect(engines.node).toBe('24.x');
    const configs = readdirSync(path.join(OUTPUT, 'functions'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.vc-config.json'),
    );
    expect(configs.length).toBeGreaterThan(0);
    for (const file of configs) {
      const config = JSON.parse(readFileSync(path.join(OUTPUT, 'functions', file), 'utf8')) as { runtime: string };
      expect({ file, runtime: config.runtime }).toEqual({ file, runtime: 'nodejs24.x' });
    }
  });

  test('static assets are served from static/', () =>
    withLogs(async () => {
      const html = await (await get('/')).text();
      const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await get(script!);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
    }));
});

describe('the owner', () => {
  test(
    'signs in with the account the first start made from ADMIN_USERNAME/ADMIN_PASSWORD',
    () =>
      withLogs(async () => {
        // The admin pages' function creates the account as it starts (instrumentation.ts).
        const login = await get('/login');
        expect(login.status).toBe(200);
        cookie = await signIn(OWNER.username, OWNER.password);
        const admin = await get('/admin', { cookie });
        expect(admin.status).toBe(200);
        expect(await admin.text()).toContain('Sign out');
        // A dynamic route's one shell for every section, resumed with the section's parameter.
        const section = await get('/update/skills', { cookie });
        expect(section.status).toBe(200);
        expect(visible(await section.text())).toContain(DEMO_MARKERS.skill);
        // revalidatePath('/admin') (a draft saved) expires the page's shell: the CDN's regenerated
        // one must keep its postponed state, or the page would stay an empty shell.
        await fetch(`${edge.url}/v1/suspense-cache/revalidate?tags=_N_T_/admin`, { method: 'POST' });
        for (const how of ['regenerated', 'hit']) {
          expect(await (await get('/admin', { cookie })).text()).toContain('Sign out');
          expect(edge.cacheLog.at(-1)).toEqual({ path: '/admin', how });
        }
      }),
    90_000,
  );

  test(
    'uploads an image, which a fresh function instance then serves',
    () =>
      withLogs(async () => {
        expect(cookie).not.toBe('');
        const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } })
          .png()
          .toBuffer();
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'red.png');
        const upload = await fetch(`${edge.url}/api/admin/media`, {
          method: 'POST',
          headers: { cookie, origin: origin() },
          body,
        });
        await expectStatus(upload.clone(), 201);
        const { url } = (await upload.json()) as { url: string };
        expect(url).toMatch(/^\/media\//);

        await edge.restartFunctions(); // no instance keeps anything in memory
        const image = await get(url);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toMatch(/^image\//);
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual([64, 48]);
      }),
    90_000,
  );

  test(
    'an edit made in the admin is on the public page at the next request',
    () =>
      withLogs(async () => {
        expect(cookie).not.toBe('');
        // Served from the CDN first, as every visitor gets it.
        expect(visible(await (await get('/skills')).text())).toContain(DEMO_MARKERS.skill);
        const skill = `Vercel skill ${randomBytes(4).toString('hex')}`;
        const saved = await callAction(
          edge.url,
          cookie,
          'lib/admin/content-actions.ts#saveListItem',
          ['skills', {}, form({ _id: '', name: skill })],
          { origin: origin() },
        );
        expect(succeeded(saved)).toBe(true);
        // Every page showing the section has it at its next request: the CDN's copies were expired
        // by the tag the save reported to the platform (without that report they stay as built).
        for (const route of ['/skills', '/']) {
          const after = await get(route);
          expect(after.status).toBe(200);
          const shown = visible(await after.text()).includes(skill);
          expect({ route, shown, tagsReported: edge.revalidatedTags }).toEqual({
            route,
            shown: true,
            tagsReported: expect.arrayContaining(['content:skills']),
          });
        }
        // ...and the fresh render is what the CDN serves from then on.
        await get('/skills');
        const served = edge.cacheLog.filter((e) => e.path === '/skills').map((e) => e.how);
        expect(served.slice(-2)).toEqual(['regenerated', 'hit']);
      }),
    90_000,
  );
});

describe('visitors', () => {
  test(
    'a contact message is stored in the database',
    () =>
      withLogs(async () => {
        const sent = await fetch(`${edge.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: origin() },
          body: JSON.stringify({
            yourMail: 'visitor@example.com',
            subject: 'Hello',
            message: 'Stored through the Vercel build',
            from_name: 'Portfolio visitor',
            website: '',
          }),
        });
        await expectStatus(sent.clone(), 201);
        const { id } = (await sent.json()) as { id: string };
        const data = (await db.value()) as { feedbacks?: Record<string, { email: string; message: string }> };
        expect(data.feedbacks?.[id]).toMatchObject({
          email: 'visitor@example.com',
          message: 'Stored through the Vercel build',
        });
      }),
    60_000,
  );

  test(
    'POST /api/visit counts',
    () =>
      withLogs(async () => {
        const first = await fetch(`${edge.url}/api/visit`, { method: 'POST', headers: { origin: origin() } });
        await expectStatus(first.clone(), 200);
        const counts = (await first.json()) as { total: number; counted: boolean };
        expect(counts.counted).toBe(true);
        const visitor = first.headers.getSetCookie().map((c) => c.split(';')[0]);
        const second = await fetch(`${edge.url}/api/visit`, {
          method: 'POST',
          headers: { origin: origin(), cookie: visitor.join('; ') },
        });
        expect(((await second.json()) as { total: number }).total).toBe(counts.total + 1);
        const stats = (await db.value()) as { stats?: { counters?: { total: number } } };
        expect(stats.stats?.counters?.total).toBeGreaterThanOrEqual(counts.total + 1);
      }),
    60_000,
  );

  test('no function tried to write to its read-only folder', () => {
    expect(edge.logs()).not.toMatch(/EACCES|EROFS|read-only file system/i);
  });

  test(
    'the résumé answers a PDF',
    () =>
      withLogs(async () => {
        const response = await get('/resume/dark.pdf');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }),
    90_000,
  );

  test(
    'a project’s social card answers a PNG, drawn by its function with every font it reads (Vazirmatn’s TTF too)',
    () =>
      withLogs(async () => {
        const response = await get('/og/project/tidewatch');
        expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }),
    90_000,
  );
});
