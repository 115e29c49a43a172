/**
 * Parallel admin writes to different sections and parallel visit counts against the production
 * server, sent the way the browser sends them. Nothing may be lost and every count must be exact.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { VISITS } from '@/lib/stats/visits-words';
import { callAction as call, form, signIn, succeeded } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';

const SECRET = 'concurrency-session-secret-long-enough-0123456789';
const PER_SECTION = 25;
const VISITORS = 40;
const VISITS_EACH = 5;

let server: AppServer;
let cookie: string;

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  server = await startAppServer({
    SESSION_SECRET: SECRET,
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'concurrency-owner-pass-1',
  });
  await fetch(`${server.url}/`); // the admin account is created as the server starts
  cookie = await signIn(server.url, 'owner', 'concurrency-owner-pass-1');
  const editor = await fetch(`${server.url}/update/home-details`, { headers: { cookie }, redirect: 'manual' }); // seeds the demo content
  expect(editor.status).toBe(200);
  await editor.text(); // the page renders (and seeds) while it streams
}, 120_000);

afterAll(() => server?.stop());

async function callAction(key: string, args: unknown[]): Promise<void> {
  const answer = await call(server.url, cookie, key, args);
  if (!succeeded(answer)) throw new Error(`${key} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

type Item = Record<string, unknown>;
const values = (node: unknown): Item[] => Object.values((node ?? {}) as Record<string, Item>);

test('parallel writes to different sections and parallel visits lose nothing and count exactly', async () => {
  const before = (await server.readData()) as { user: Record<string, unknown> };
  const lists = {
    skills: { key: 'skills', fields: (n: number) => ({ name: `Parallel skill ${n}` }) },
    'known-language': { key: 'languagesKnown', fields: (n: number) => ({ name: `Parallel language ${n}` }) },
    'education-timeline': {
      key: 'educationTimeline',
      fields: (n: number) => ({
        title: `Parallel school ${n}`,
        description: 'Studied in parallel',
        startdate: '01/02/2020',
        enddate: '',
      }),
    },
    'work-timeline': {
      key: 'workTimeline',
      fields: (n: number) => ({
        title: `Parallel job ${n}`,
        description: 'Worked in parallel',
        startdate: '01/02/2021',
        enddate: '01/03/2022',
      }),
    },
  };
  const quote = `Written while ${PER_SECTION * 4} list items were saved`;
  const home = before.user.home as Record<string, unknown>;
  const homeFields = {
    background: String(home.background),
    backgroundAlt: String(home.backgroundAlt),
    banner_img: String(home.banner_img),
    banner_imgAlt: String(home.banner_imgAlt),
    detail: String(home.detail),
    quote,
    taglines: Object.values(home.taglines as Record<string, string>).join('\n'),
  };
  const writes: Promise<unknown>[] = [];
  for (let n = 0; n < PER_SECTION; n++) {
    for (const [slug, list] of Object.entries(lists)) {
      writes.push(
        callAction('lib/admin/content-actions.ts#saveListItem', [slug, {}, form({ _id: '', ...list.fields(n) })]),
      );
    }
  }
  writes.push(callAction('lib/admin/content-actions.ts#saveSingleton', ['home-details', {}, form(homeFields)]));

  // Each browser visits one session after another, keeping the signed cookie each visit hands back;
  // the browsers all at once.
  const visits = Array.from({ length: VISITORS }, async () => {
    let cookie: string | undefined;
    for (let n = 1; n <= VISITS_EACH; n++) {
      const response = await fetch(`${server.url}/api/visit`, {
        method: 'POST',
        headers: {
          ...(cookie ? { cookie: `${VISITS.cookieName}=${cookie}` } : {}),
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ counted: true, yours: n });
      cookie = response.headers.get('set-cookie')?.match(new RegExp(`^${VISITS.cookieName}=([^;]+);`))?.[1];
      expect(cookie).toBeDefined();
    }
  });
  const started = Date.now();
  await Promise.all([...writes, ...visits]);
  const seconds = (Date.now() - started) / 1000;

  const after = (await server.readData()) as {
    user: Record<string, unknown>;
    stats: Record<string, unknown>;
  };
  for (const [slug, list] of Object.entries(lists)) {
    const was = values(before.user[list.key]);
    const now = values(after.user[list.key]);
    expect({ slug, count: now.length }).toEqual({ slug, count: was.length + PER_SECTION });
    for (let n = 0; n < PER_SECTION; n++) {
      const expected = list.fields(n);
      const first = Object.keys(expected).find((k) => k !== '_id')! as keyof typeof expected;
      expect(now.filter((item) => item[first] === expected[first])).toHaveLength(1);
    }
    // Orders stay distinct, so the list still sorts the same way every time.
    expect(new Set(now.map((item) => item.order)).size).toBe(now.length);
  }
  expect((after.user.home as Record<string, unknown>).quote).toBe(quote);
  // Only the totals are stored: each browser's own tally travels in its cookie.
  expect(after.stats).toEqual({ counters: { total: VISITORS * VISITS_EACH, unique: VISITORS } });
  console.log(
    `concurrency: ${writes.length} admin writes to 5 sections and ${VISITORS * VISITS_EACH} visits by ${VISITORS} browsers in ${seconds.toFixed(1)} s; nothing lost, counts exact`,
  );
}, 300_000);
