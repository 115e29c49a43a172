/**
 * Findings 1-3 of the security review, replayed over HTTP against the production server:
 * spoofed X-Forwarded-For beating the sign-in and contact throttles, parallel tries checking more
 * passwords than allowed, throttles held in process memory, logout leaving the session alive on
 * the server, and an unthrottled current-password check.
 */
import { spawnSync } from 'node:child_process';
import { CONTACT } from '@/lib/constants';
import { CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { LOGIN_LOCKOUT, SESSION } from '@/lib/auth/words';
import { callAction, form } from '../helpers/action-call';
import { startAppServer } from '../helpers/app-server';
import { OWNER, startTarget, type Target } from './harness';

jest.setTimeout(180_000);

const LOGIN = 'lib/auth/actions.ts#login';
const LOGIN_DETAILS = 'lib/admin/credentials-action.ts#updateLoginDetails';
const IDLE = { outcome: 'idle' };
let n = 0;
/** A new made-up client address each call, as the attacker sent. */
const rotatingIp = () => `198.51.100.${(n++ % 250) + 1}`;

async function tryLogin(target: Target, password: string, headers: Record<string, string> = {}) {
  const answer = await callAction(target.url, '', LOGIN, [IDLE, form({ userName: OWNER.username, password })], headers);
  const outcome = /"outcome":"(\w+)"/.exec(answer.text)?.[1];
  const name = `${SESSION.cookieName}=`;
  return { outcome, setCookie: answer.setCookies.some((c) => c.startsWith(name) && !c.startsWith(`${name};`)) };
}

/** Signs in with the right password and returns the device cookie ("name=value") the browser got. */
async function deviceCookieOf(target: Target, headers: Record<string, string> = {}): Promise<string> {
  const answer = await callAction(
    target.url,
    headers.cookie ?? '',
    LOGIN,
    [IDLE, form({ userName: OWNER.username, password: OWNER.password })],
    headers,
  );
  const cookie = answer.setCookies.find((c) => c.startsWith(`${LOGIN_LOCKOUT.deviceCookie}=`))?.split(';')[0];
  if (!cookie) throw new Error(`no device cookie (${answer.status}): ${answer.text.slice(0, 200)}`);
  return cookie;
}

const exportWith = (target: Target, cookie: string) =>
  fetch(`${target.url}/api/admin/export`, { headers: { cookie } }).then((r) => r.status);

function unlockOnHost(target: Target): string {
  const run = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.json', 'scripts/admin-unlock.ts'], {
    env: { ...process.env, DATA_DIR: target.server.dataDir },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stderr;
}

describe('finding 1: sign-in throttle', () => {
  let target: Target;
  beforeEach(async () => {
    target = await startTarget();
  });
  afterEach(() => target.server.stop());

  it(`15 wrong passwords with a new X-Forwarded-For each: ${LOGIN_LOCKOUT.maxFailures} checked, then locked, the owner too`, async () => {
    const outcomes = [];
    for (let i = 0; i < 15; i++) {
      outcomes.push(
        (await tryLogin(target, `wrong-${i}`, { 'x-forwarded-for': rotatingIp(), 'x-real-ip': rotatingIp() })).outcome,
      );
    }
    expect(outcomes.slice(0, LOGIN_LOCKOUT.maxFailures - 1)).toEqual(
      Array(LOGIN_LOCKOUT.maxFailures - 1).fill('invalid'),
    );
    expect(outcomes.slice(LOGIN_LOCKOUT.maxFailures - 1)).toEqual(
      Array(15 - LOGIN_LOCKOUT.maxFailures + 1).fill('locked'),
    );
    // Locked for the account: even the right password is not checked, and no session is made.
    const before = await target.snapshot(['admin/throttle', 'admin/throttleSweep']);
    expect(await tryLogin(target, OWNER.password)).toEqual({ outcome: 'locked', setCookie: false });
    expect(await target.snapshot(['admin/throttle', 'admin/throttleSweep'])).toBe(before);
  });

  it('30 parallel wrong tries from one client check at most 5 passwords (counted before the check)', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin(target, `parallel-${i}`)));
    const invalid = answers.filter((a) => a.outcome === 'invalid').length;
    const locked = answers.filter((a) => a.outcome === 'locked').length;
    // Four answers "invalid"; the fifth check answers "locked"; the other 25 were never checked.
    expect(invalid).toBe(LOGIN_LOCKOUT.maxFailures - 1);
    expect(locked).toBe(30 - invalid);
  });

  it('the lock is kept in the store: it holds after a restart, and the owner lifts it with npm run admin:unlock', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await tryLogin(target, `wrong-${i}`);
    const dataDir = target.server.dataDir;
    await target.server.kill(); // the data folder stays (stop() would delete it)
    const restarted = await startAppServer(
      {
        SESSION_SECRET: 'security-session-secret-that-is-long-enough-0123456789',
        ADMIN_USERNAME: OWNER.username,
        ADMIN_PASSWORD: OWNER.password,
      },
      { dataDir },
    );
    try {
      const again = { ...target, url: restarted.url, server: restarted };
      expect((await tryLogin(again, OWNER.password)).outcome).toBe('locked');
      expect(unlockOnHost(again)).toContain('unlocked');
      const ok = await tryLogin(again, OWNER.password);
      expect(ok).toEqual({ outcome: 'ok', setCookie: true });
    } finally {
      await restarted.stop();
    }
  });

  it('finding 10: strangers who use up the shared allowance cannot keep out a browser that signed in before', async () => {
    const owners = await deviceCookieOf(target);
    expect(owners).toMatch(new RegExp(`^${LOGIN_LOCKOUT.deviceCookie}=[\\w-]+\\.[\\w-]+$`));
    // A stranger, from rotating addresses, locks every unknown browser out.
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures + 3; i++) {
      await tryLogin(target, `stranger-${i}`, { 'x-forwarded-for': rotatingIp() });
    }
    expect(await tryLogin(target, OWNER.password)).toEqual({ outcome: 'locked', setCookie: false });
    // The owner's browser still gets in, and keeps its device id.
    expect(await tryLogin(target, OWNER.password, { cookie: owners })).toEqual({ outcome: 'ok', setCookie: true });
    expect(await deviceCookieOf(target, { cookie: owners })).toBe(owners);
    // A forged or altered device cookie counts as an unknown browser.
    const [name, value] = owners.split('=');
    const [id, signature] = value.split('.');
    const altered = `${name}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect(await tryLogin(target, OWNER.password, { cookie: altered })).toEqual({
      outcome: 'locked',
      setCookie: false,
    });
    expect(await tryLogin(target, OWNER.password, { cookie: `${name}=made-up.value` })).toEqual({
      outcome: 'locked',
      setCookie: false,
    });
    // A known browser is still bounded: five wrong passwords lock it too.
    const own = Array.from({ length: LOGIN_LOCKOUT.maxFailures + 2 }, () => 0);
    const outcomes = [];
    for (const i of own.keys()) outcomes.push((await tryLogin(target, `owner-typo-${i}`, { cookie: owners })).outcome);
    expect(outcomes.slice(0, LOGIN_LOCKOUT.maxFailures - 1)).toEqual(
      Array(LOGIN_LOCKOUT.maxFailures - 1).fill('invalid'),
    );
    expect(outcomes.slice(LOGIN_LOCKOUT.maxFailures - 1)).toEqual(Array(3).fill('locked'));
    expect(await tryLogin(target, OWNER.password, { cookie: owners })).toEqual({ outcome: 'locked', setCookie: false });
  });

  it('a right password gives its try back: the owner is not locked by their own sign-ins', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures + 3; i++) {
      expect((await tryLogin(target, OWNER.password)).outcome).toBe('ok');
    }
    expect((await tryLogin(target, 'wrong')).outcome).toBe('invalid');
  });
});

describe('finding 1: contact limits use the same client identity and store-backed counters', () => {
  const message = (i: number) => ({
    yourMail: 'visitor@example.com',
    subject: `Hello ${i}`,
    message: 'A message long enough to be real.',
    from_name: CONTACT.fromName,
    website: '',
  });
  const send = (target: Target, i: number, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.url, ...headers },
      body: JSON.stringify(message(i)),
    }).then((r) => r.status);

  it(`a new X-Forwarded-For on each message does not beat the ${CONTACT_LIMITS.perClient}-per-window limit`, async () => {
    const target = await startTarget();
    try {
      const statuses = [];
      for (let i = 0; i < CONTACT_LIMITS.perClient + 3; i++)
        statuses.push(await send(target, i, { 'x-forwarded-for': rotatingIp() }));
      expect(statuses).toEqual([...Array(CONTACT_LIMITS.perClient).fill(201), 429, 429, 429]);
    } finally {
      await target.server.stop();
    }
  });

  it('behind one trusted proxy (TRUST_PROXY=1): made-up entries left of the proxy’s are ignored, and clients are told apart', async () => {
    const target = await startTarget({ TRUST_PROXY: '1' });
    try {
      const statuses = [];
      for (let i = 0; i < CONTACT_LIMITS.perClient + 1; i++) {
        statuses.push(await send(target, i, { 'x-forwarded-for': `${rotatingIp()}, 203.0.113.50` }));
      }
      expect(statuses).toEqual([...Array(CONTACT_LIMITS.perClient).fill(201), 429]);
      // Another client behind the same proxy still has its own allowance.
      expect(await send(target, 99, { 'x-forwarded-for': '203.0.113.51' })).toBe(201);
    } finally {
      await target.server.stop();
    }
  });
});

describe('finding 2: logout ends the session on the server', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.server.stop());

  it('a cookie saved before logout no longer exports anything', async () => {
    const cookie = await target.signIn();
    expect(await exportWith(target, cookie)).toBe(200);
    const answer = await callAction(target.url, cookie, 'lib/auth/actions.ts#logout', []);
    expect(answer.status).toBe(200);
    expect(await exportWith(target, cookie)).toBe(401);
  });

  it('sign out everywhere ends every session, other browsers included', async () => {
    const mine = await target.signIn();
    const other = await target.signIn();
    expect(await exportWith(target, other)).toBe(200);
    const answer = await callAction(target.url, mine, 'lib/auth/actions.ts#signOutEverywhere', []);
    expect(answer.text).toContain('"ok":true');
    expect(await exportWith(target, other)).toBe(401);
    expect(await exportWith(target, mine)).toBe(401);
    expect((await tryLogin(target, OWNER.password)).outcome).toBe('ok'); // signing in again works
  });
});

describe('finding 3: the current-password check on /update/login-details is throttled like sign-in', () => {
  it(`12 wrong current passwords: ${LOGIN_LOCKOUT.maxFailures} checked, then locked; the login details are unchanged`, async () => {
    const target = await startTarget();
    try {
      const cookie = await target.signIn();
      const before = await target.snapshot(['admin/throttle', 'admin/throttleSweep', 'admin/sessions']);
      const change = (currentPassword: string) =>
        callAction(target.url, cookie, LOGIN_DETAILS, [
          {},
          form({
            currentPassword,
            username: 'intruder',
            newPassword: 'intruder-pass-123',
            confirmPassword: 'intruder-pass-123',
          }),
        ]).then((a) => a.text);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`guess-${i}`)));
      expect(answers.filter((t) => t.includes('Current password is incorrect'))).toHaveLength(
        LOGIN_LOCKOUT.maxFailures - 1,
      );
      expect(answers.filter((t) => t.includes(LOGIN_LOCKOUT.message))).toHaveLength(12 - LOGIN_LOCKOUT.maxFailures + 1);
      // Locked: the right current password is not checked either.
      expect(await change(OWNER.password)).toContain(LOGIN_LOCKOUT.message);
      expect(await target.snapshot(['admin/throttle', 'admin/throttleSweep', 'admin/sessions'])).toBe(before);
      expect((await tryLogin(target, OWNER.password)).outcome).toBe('locked');
    } finally {
      await target.server.stop();
    }
  });
});
