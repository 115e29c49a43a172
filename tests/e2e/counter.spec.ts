import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { SETTLE_MS } from '@/components/site/after-load';
import { VISITOR_COUNTER } from '@/lib/constants';
import { VISITS } from '@/lib/stats/visits-words';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { uniqueClientIp } from '../helpers/e2e-admin';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** A cookie value of the previous release: a bare random id, its tally kept under stats/visitors/{id}. */
const legacyId = () => randomBytes(16).toString('base64url');
const SIGNED_COOKIE = /^[A-Za-z0-9_-]{22}\.([1-9][0-9]*)\.[A-Za-z0-9_-]{43}$/;

type Counts = { unique: number; total: number; yours: number; counted: boolean };

async function visit(server: AppServer, method: 'GET' | 'POST', cookie?: string, ua = BROWSER_UA) {
  const res = await fetch(`${server.url}/api/visit`, {
    method,
    headers: { 'user-agent': ua, ...(cookie ? { cookie: `${VISITS.cookieName}=${cookie}` } : {}) },
  });
  const setCookie = res.headers.get('set-cookie');
  // The value the browser keeps from now on ('' when the answer clears it).
  const cookieValue = setCookie?.match(new RegExp(`^${VISITS.cookieName}=([^;]*);`))?.[1];
  return { status: res.status, body: (await res.json()) as Counts, setCookie, cookie: cookieValue };
}

/** Replaces the server's data the way another process would (the counters test corrupts it too). */
async function writeData(server: AppServer, data: Record<string, unknown>) {
  const store = new EmbeddedStore(server.dataDir);
  try {
    await store.set('', data);
  } finally {
    await store.close();
  }
}

function widget(page: Page) {
  const counter = page.getByRole('complementary', { name: 'Visitor counter' });
  return {
    counter,
    tab: counter.getByRole('button', { name: 'Visitor counts' }),
    panel: counter.locator('#visitor-counter-panel'),
    value: (key: 'unique' | 'yours' | 'total') => counter.locator(`[data-count="${key}"] dd`),
  };
}

/**
 * The widget loads once the page has settled (SETTLE_MS after load). With the page's clock
 * paused, runs it on in small steps until the widget is there, so that at most one step of
 * its own time has passed.
 */
async function settle(page: Page) {
  const { counter } = widget(page);
  // Bounded in real time: steps taken while the page waits on the network count for nothing.
  const deadline = Date.now() + SETTLE_MS + 10_000;
  while ((await counter.count()) === 0) {
    if (Date.now() > deadline) throw new Error('the visitor counter never loaded');
    await page.clock.runFor(20);
  }
}

/** Real time for an expectation that waits for the widget: the page settles, then counts up. */
const SETTLED = { timeout: SETTLE_MS + 7_000 };

/** The counts each page load's widget request returned. */
function watchVisitCalls(page: Page) {
  const calls: Array<{ method: string; body: Counts }> = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/visit')) return;
    calls.push({ method: res.request().method(), body: (await res.json()) as Counts });
  });
  return calls;
}

// A server of its own, so the totals are exact whatever else the suite is doing.
test.describe('visitor counts', () => {
  test.describe.configure({ mode: 'serial' });
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startAppServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('200 concurrent visits from distinct browsers end with exact total and unique counts', async () => {
    // 800 visits, each a few store writes (counts, daily allowance): bounded, but not quick on 2 cores.
    test.setTimeout(120_000);
    const first = await Promise.all(Array.from({ length: 200 }, () => visit(server, 'POST')));
    expect(first.every((r) => r.status === 200 && r.body.counted && r.body.yours === 1)).toBe(true);
    const cookies = first.map((r) => r.cookie!);
    expect(cookies.every((c) => SIGNED_COOKIE.exec(c)?.[1] === '1')).toBe(true);
    expect(new Set(cookies).size).toBe(200);
    expect(await visit(server, 'GET')).toMatchObject({ status: 200, body: { unique: 200, total: 200, yours: 0 } });

    // The same browsers again, plus 200 without a cookie (each gets a new one): only new ones add uniques.
    const again = await Promise.all([
      ...cookies.map((cookie) => visit(server, 'POST', cookie)),
      ...cookies.map(() => visit(server, 'POST')),
    ]);
    expect(again.every((r) => r.status === 200)).toBe(true);
    expect(again.map((r) => r.body.yours)).toEqual([...Array<number>(200).fill(2), ...Array<number>(200).fill(1)]);
    const counts = await visit(server, 'GET', again[7].cookie);
    expect(counts.body).toEqual({ unique: 400, total: 600, yours: 2, counted: false, showFrom: 0 });

    // The store holds the two totals and nothing per browser: no id, no address, no agent, no time.
    const data = await server.readData();
    expect(data.stats).toEqual({ counters: { total: 600, unique: 400 } });
  });

  test('a browser with a cookie of the previous release keeps its count, and its old record goes', async () => {
    const kept = legacyId();
    const gone = legacyId();
    const other = legacyId();
    const data = await server.readData();
    const stats = data.stats as Record<string, unknown>;
    await writeData(server, { ...data, stats: { ...stats, visitors: { [kept]: 5, [other]: 2 } } });
    const before = (await visit(server, 'GET', kept)).body;
    expect(before.yours).toBe(5);

    const upgraded = await visit(server, 'POST', kept);
    expect(upgraded.body).toEqual({
      counted: true,
      yours: 6,
      total: before.total + 1,
      unique: before.unique,
      showFrom: 0,
    });
    expect(SIGNED_COOKIE.exec(upgraded.cookie!)?.[1]).toBe('6');
    expect(upgraded.cookie!.startsWith(`${kept}.`)).toBe(true);
    expect((await visit(server, 'POST', upgraded.cookie)).body).toMatchObject({ yours: 7, unique: before.unique });

    // Its record is gone (the data was lost): it starts again at one visit, but was counted as unique long ago.
    const restarted = await visit(server, 'POST', gone);
    expect(restarted.body).toEqual({
      counted: true,
      yours: 1,
      total: before.total + 3,
      unique: before.unique,
      showFrom: 0,
    });
    expect(SIGNED_COOKIE.exec(restarted.cookie!)?.[1]).toBe('1');

    expect(((await server.readData()).stats as Record<string, unknown>).visitors).toEqual({ [other]: 2 });
  });

  test('a new browser gets a long-lived, SameSite=Lax, signed cookie with one visit; robots are not counted', async () => {
    const before = (await visit(server, 'GET')).body;
    const fresh = await visit(server, 'POST');
    expect(fresh.body).toMatchObject({ counted: true, yours: 1, total: before.total + 1, unique: before.unique + 1 });
    expect(fresh.setCookie).toMatch(new RegExp(`^${VISITS.cookieName}=[A-Za-z0-9_-]{22}\\.1\\.[A-Za-z0-9_-]{43};`));
    expect(fresh.setCookie).toContain('Path=/');
    expect(fresh.setCookie).toMatch(/SameSite=lax/i);
    expect(fresh.setCookie).toMatch(/HttpOnly/i);
    expect(fresh.setCookie).toContain(`Max-Age=${VISITS.cookieMaxAgeSeconds}`);

    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
      for (const cookie of [undefined, fresh.cookie]) {
        const bot = await visit(server, 'POST', cookie, ua);
        expect(bot.status).toBe(200);
        expect(bot.body).toMatchObject({ counted: false, yours: cookie ? 1 : 0 });
        expect(bot.setCookie).toBeNull();
      }
    }
    expect((await visit(server, 'GET')).body).toMatchObject({ total: before.total + 1, unique: before.unique + 1 });
  });

  test('the endpoint takes nothing it does not need, and believes no cookie it did not sign', async () => {
    const real = (await visit(server, 'POST')).cookie!;
    const [id, , signature] = real.split('.');
    const before = (await visit(server, 'GET')).body;
    const withQuery = await fetch(`${server.url}/api/visit?count=1000`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(withQuery.status).toBe(400);
    expect((await withQuery.json()).error).toBe(VISITS.errors.noParameters);
    const withBody = await fetch(`${server.url}/api/visit`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA },
      body: '{"total":1e9}',
    });
    expect(withBody.status).toBe(400);
    expect((await withBody.json()).error).toBe(VISITS.errors.noBody);
    const forged = [
      `${id}.1000.${signature}`, // a count raised, the signature kept
      `${legacyId()}.1.${signature}`, // another id
      `${id}.1.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, // a signature changed
      `${id}.-1.${signature}`,
      `${id}.1.5.${signature}`,
      `${id}.1`,
    ];
    for (const bad of ['short', `${'a'.repeat(21)}.`, '../../admin', 'a'.repeat(200), ...forged]) {
      for (const method of ['POST', 'GET']) {
        const res = await fetch(`${server.url}/api/visit`, {
          method,
          headers: { 'user-agent': BROWSER_UA, cookie: `${VISITS.cookieName}=${encodeURIComponent(bad)}` },
        });
        expect(res.status, `${method} ${bad}`).toBe(400);
        expect((await res.json()).error).toBe(VISITS.errors.badCookie);
        expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITS.cookieName}=;`));
      }
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await fetch(`${server.url}/api/visit`, { method })).status).toBe(405);
    }
    expect((await visit(server, 'GET')).body).toMatchObject({ total: before.total, unique: before.unique });
  });

  test('the first page load of a session counts a visit; later loads in the session do not; a new session of the same browser does', async ({
    context,
  }) => {
    // Four page loads, each waiting for its page to settle before the widget counts.
    test.setTimeout(60_000);
    const page = await context.newPage();
    const calls = watchVisitCalls(page);
    const before = (await visit(server, 'GET')).body;

    await page.goto(`${server.url}/`);
    // A key press starts the counter at once instead of 3 s after load (components/site/after-load.ts).
    await page.keyboard.press('Shift');
    const w = widget(page);
    // Loaded (a number shows), then counted up to the total.
    await expect(w.value('total')).toHaveText(/^\d+$/, SETTLED);
    await expect(w.value('total')).toHaveText(String(before.total + 1));
    await expect(w.value('unique')).toHaveText(String(before.unique + 1));
    await expect(w.value('yours')).toHaveText('1');

    await page.reload();
    await page.keyboard.press('Shift');
    await expect(w.value('total')).toHaveText(/^\d+$/, SETTLED);
    await expect(w.value('total')).toHaveText(String(before.total + 1));
    await page.goto(`${server.url}/skills`);
    await page.keyboard.press('Shift');
    await expect(w.value('yours')).toHaveText('1', SETTLED);
    await expect.poll(() => calls.length).toBe(3);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET', 'GET']);

    // A new tab is a new browser session with the same cookie: one more visit, no new unique visitor.
    const second = await context.newPage();
    await second.goto(`${server.url}/contact`);
    await second.keyboard.press('Shift');
    const w2 = widget(second);
    await expect(w2.value('yours')).toHaveText('2', SETTLED);
    await expect(w2.value('total')).toHaveText(String(before.total + 2));
    await expect(w2.value('unique')).toHaveText(String(before.unique + 1));
  });

  test('corrupt stored counts give a clear 503, change nothing, and the widget shows dashes', async ({ page }) => {
    const data = await server.readData();
    const stats = data.stats as { counters: unknown };
    const good = stats.counters;
    const corrupt = { ...data, stats: { ...stats, counters: { total: 'lots', unique: 1 } } };
    await writeData(server, corrupt);

    for (const method of ['GET', 'POST'] as const) {
      const res = await fetch(`${server.url}/api/visit`, { method, headers: { 'user-agent': BROWSER_UA } });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe(VISITS.errors.unavailable);
    }
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Shift');
    await expect(widget(page).value('total')).toHaveText('–', SETTLED);
    expect(((await server.readData()).stats as { counters: unknown }).counters).toEqual({ total: 'lots', unique: 1 });

    await writeData(server, { ...data, stats: { ...stats, counters: good } });
    expect((await fetch(`${server.url}/api/visit`)).status).toBe(200);
  });
});

test.describe('visitor counter widget', () => {
  test(`is shown for ${VISITOR_COUNTER.visibleMs} ms, then collapses; hover or keyboard focus reopens it`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
    await page.goto('/');
    await settle(page);
    const w = widget(page);
    await expect(w.panel).toBeVisible();
    await expect(w.tab).toHaveAttribute('aria-expanded', 'true');
    for (const label of Object.values(VISITS.labels)) await expect(w.panel.getByText(label)).toBeVisible();

    await page.clock.runFor(VISITOR_COUNTER.visibleMs - 100);
    await expect(w.panel).toBeVisible();
    await page.clock.runFor(100);
    await expect(w.panel).toBeHidden();
    await expect(w.tab).toHaveAttribute('aria-expanded', 'false');

    await w.tab.hover();
    await expect(w.panel).toBeVisible();
    await page.mouse.move(700, 500);
    await expect(w.panel).toBeHidden();

    await w.tab.focus();
    await expect(w.tab).toBeFocused();
    await expect(w.panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(w.panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(w.panel).toBeVisible();
  });

  test(`counts up over ${VISITOR_COUNTER.countUpSeconds} s to the real numbers`, async ({ page }) => {
    // Enough visits that a count-up is visible midway, from as many addresses (one address adds
    // at most DAILY_BOUNDS.newVisitors a day).
    const baseURL = test.info().project.use.baseURL;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${baseURL}/api/visit`, {
          method: 'POST',
          headers: { 'user-agent': BROWSER_UA, 'x-forwarded-for': uniqueClientIp() },
        }),
      ),
    );
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
    const calls = watchVisitCalls(page);
    await page.goto('/');
    await settle(page);
    await expect.poll(() => calls.length).toBe(1);
    const counts = calls[0].body;
    expect(counts.total).toBeGreaterThanOrEqual(31);
    const w = widget(page);
    // The widget has its numbers (countup.js shows where it starts) before page time moves on.
    await expect(w.value('total')).toHaveText(/^\d+$/);
    await page.clock.runFor(500);
    const midway = Number(await w.value('total').textContent());
    expect(midway).toBeLessThan(counts.total);
    await page.clock.runFor(VISITOR_COUNTER.countUpSeconds * 1000);
    await expect(w.value('total')).toHaveText(String(counts.total));
    await expect(w.value('yours')).toHaveText(String(counts.yours));
  });
});
