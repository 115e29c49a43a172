/**
 * A database outage right after a save (the Firebase backend on firebase-server, reached through a
 * relay that goes silent): visitors get the last good copy within about 3 s instead of waiting on
 * the database and an error; a save and a sign-in say in words, within about 5 s, that nothing
 * was saved; when the database answers again the site shows the save without a restart.
 */
import { generateKeyPairSync } from 'node:crypto';
import { DEMO_USER } from '@/lib/content/demo';
import { LOGIN_UNAVAILABLE } from '@/lib/auth/login-state';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { callAction, form, signIn, succeeded } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { startOutageProxy, type OutageProxy } from '../helpers/outage-proxy';
import { projectEnv } from '../vercel/project-env.mjs';

jest.setTimeout(240_000);

const OWNER = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'outage-owner-password-1' };
const SAVE_SINGLETON = 'lib/admin/content-actions.ts#saveSingleton';
/** What "about 3 s" allows on a busy 2-core machine: the budget, plus rendering the page. */
const VISITOR_WAIT_MS = 6_000;
const SAVE_WAIT_MS = 9_000;

let db: TestDatabaseServer;
let relay: OutageProxy;
let server: AppServer;
let cookie: string;

const strings = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
const nameForm = (fullName: string) => form({ ...strings(DEMO_USER.about), fullName });

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
}

async function page(path: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, text: await answer.text() };
}

beforeAll(async () => {
  relay = await startOutageProxy();
  // The database names the relay as the host to reconnect to, so that every connection crosses it.
  db = await startDatabaseServer(null, `${relay.host}:${relay.port}`);
  relay.relayTo(db);
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  server = await startAppServer({
    ...projectEnv(`${relay.host}:${relay.port}`, privateKey),
    ...OWNER,
    SESSION_SECRET: 'outage-session-secret-that-is-long-enough-0123456789',
  });
  cookie = await signIn(server.url, OWNER.ADMIN_USERNAME, OWNER.ADMIN_PASSWORD);
});

afterAll(async () => {
  await server?.stop();
  await relay?.stop();
  await db?.stop();
});

test('an outage right after a save: the last good copy at once, words for the owner, recovery without a restart', async () => {
  expect(
    succeeded(await callAction(server.url, cookie, SAVE_SINGLETON, ['about-details', {}, nameForm('Good Copy Owner')])),
  ).toBe(true);
  expect((await page('/about-me')).text).toContain('Good Copy Owner');
  expect(
    succeeded(
      await callAction(server.url, cookie, SAVE_SINGLETON, ['about-details', {}, nameForm('Saved Then Down Owner')]),
    ),
  ).toBe(true);

  relay.setOutage(true);
  try {
    // The save expired the page; its new render cannot read the database: the visitor gets the
    // last good copy within the budget, not an error after the database's time limit.
    const visit = await timed(() => page('/about-me'));
    expect({ status: visit.value.status, good: visit.value.text.includes('Good Copy Owner') }).toEqual({
      status: 200,
      good: true,
    });
    expect(visit.ms).toBeLessThan(VISITOR_WAIT_MS);
    // Other pages that read the saved section answer the same way.
    const home = await timed(() => page('/'));
    expect(home.value.status).toBe(200);
    expect(home.ms).toBeLessThan(VISITOR_WAIT_MS);

    const save = await timed(() =>
      callAction(server.url, cookie, SAVE_SINGLETON, ['about-details', {}, nameForm('Lost In The Outage')]),
    );
    expect(save.value.status).toBe(200);
    expect(save.value.text).toContain(SAVE_SAFETY.unreachable);
    expect(save.ms).toBeLessThan(SAVE_WAIT_MS);

    const login = await timed(() =>
      callAction(server.url, '', 'lib/auth/actions.ts#login', [
        { outcome: 'idle' },
        form({ userName: OWNER.ADMIN_USERNAME, password: OWNER.ADMIN_PASSWORD }),
      ]),
    );
    expect(login.value.status).toBe(200);
    expect(login.value.text).toContain(LOGIN_UNAVAILABLE);
    expect(login.ms).toBeLessThan(SAVE_WAIT_MS);
  } finally {
    relay.setOutage(false);
  }

  // Back without a restart: the page shows the last save (not the copy, not the failed save).
  const back = Date.now();
  const deadline = back + 60_000;
  let text = '';
  while (Date.now() < deadline) {
    text = (await page('/about-me')).text;
    if (text.includes('Saved Then Down Owner')) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(`[outage] the saved page was back ${Math.round((Date.now() - back) / 1000)} s after the database`);
  expect(text).toContain('Saved Then Down Owner');
  expect(text).not.toContain('Lost In The Outage');
  // The refused save stays refused: the database client does not send it once it is back.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const stored = (await db.value()) as { user?: { about?: { fullName?: string } } };
  expect(stored.user?.about?.fullName).toBe('Saved Then Down Owner');
  expect(
    succeeded(
      await callAction(server.url, cookie, SAVE_SINGLETON, ['about-details', {}, nameForm('After The Outage')]),
    ),
  ).toBe(true);
  expect((await page('/about-me')).text).toContain('After The Outage');
});
