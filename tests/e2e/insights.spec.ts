/**
 * The owner's insights: what visitors do moves the right daily numbers on /admin/insights, and
 * nothing is counted for Do Not Track, Global Privacy Control or robots. A server of its own, so
 * the numbers are exact whatever else the suite is doing.
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { INSIGHTS } from '@/lib/insights/words';
import { VISITS } from '@/lib/stats/visits-words';
import { ownServer } from '../helpers/e2e-admin';
import { axeWcagViolations } from './axe';
import { DASHBOARD } from '@/lib/admin/words';

const server = ownServer('insights');
const today = () => new Date().toISOString().slice(0, 10);

/** A visitor's browser; requests to any other host than the site are dropped (no network here). */
async function visitor(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return context;
}

/** Waits for the page's next insights report and its answer. */
function nextReport(page: Page) {
  return page.waitForResponse(
    (r) => r.url() === `${server.url}${INSIGHTS.beaconHref}` && r.request().method() === 'POST',
  );
}

async function view(page: Page, path: string, referer?: string) {
  const reported = nextReport(page);
  await page.goto(path, referer ? { referer } : {});
  // A visitor's first key press starts the report at once (components/site/after-load.ts), not 3 s after load.
  await page.keyboard.press('Shift');
  const response = await reported;
  expect(response.status(), path).toBe(204);
  return JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
}

type Table = string[][];

async function table(page: Page, caption: string | RegExp): Promise<Table> {
  const found = page.getByRole('table', { name: caption });
  await expect(found).toBeVisible();
  return found
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

interface Numbers {
  daily: Record<string, string>;
  pages: Table;
  projects: Table;
  resume: Table;
  outbound: Table;
  referrers: Table;
}

async function insights(page: Page): Promise<Numbers> {
  await page.goto(`${server.url}${INSIGHTS.href}?${INSIGHTS.rangeParam}=7`);
  const daily = await table(page, /^Daily totals/);
  const row = daily.find((r) => r[0] === today());
  expect(row, 'a row for today').toBeDefined();
  return {
    daily: Object.fromEntries(INSIGHTS.csvHeader.map((h, i) => [h, row![i]])),
    pages: await table(page, INSIGHTS.labels.topPages),
    projects: await table(page, INSIGHTS.labels.topProjects),
    resume: await table(page, INSIGHTS.labels.resume),
    outbound: await table(page, INSIGHTS.labels.outbound),
    referrers: await table(page, INSIGHTS.labels.referrers),
  };
}

let owner: Page;

// Each page view is reported once the page has settled (SETTLE_MS after load, in
// components/site/after-load), so a test that views six pages waits about 20 s by design.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  // A page of its own context: axe needs one.
  owner = await (await browser.newContext()).newPage();
  await server.signIn(owner);
});

test('a visitor’s pages, résumé download and project demo link move the right numbers', async ({ browser }) => {
  await owner.goto(`${server.url}/admin`);
  await owner.getByRole('link', { name: new RegExp(`^${DASHBOARD.cards.visits.label}`) }).click();
  await expect(owner).toHaveURL(/\/admin\/insights$/);
  await expect(owner.getByRole('table', { name: /^Daily totals/ })).toBeVisible();
  const before = await insights(owner);
  expect(before.daily['page views']).toBe('0');

  const context = await visitor(browser);
  const page = await context.newPage();
  const first = await view(page, '/', 'https://news.example.com/item?id=42&secret=1');
  expect(first).toEqual({ kind: 'view', path: '/', referrer: 'https://news.example.com' });
  await view(page, '/about-me');

  const resume = nextReport(page);
  await page.getByRole('button', { name: 'Resume' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download résumé (dark)' }).click();
  await download;
  expect((await resume).status()).toBe(204);

  await view(page, '/projects');
  const demo = nextReport(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Live demo of Tidewatch' }).click();
  await (await popup).close();
  expect((await demo).status()).toBe(204);

  // The card's title opens the project's own page, which counts as a view of that project.
  const opened = nextReport(page);
  await page.getByRole('link', { name: 'Tidewatch', exact: true }).first().click();
  await expect(page).toHaveURL(/\/projects\/tidewatch$/);
  const projectView = await opened;
  expect(projectView.status()).toBe(204);
  expect(JSON.parse(projectView.request().postData() ?? '{}')).toMatchObject({
    kind: 'view',
    path: '/projects/tidewatch',
  });

  // Nothing but the visitor cookie the counter already sets.
  expect((await context.cookies()).map((c) => c.name)).toEqual([VISITS.cookieName]);
  await context.close();

  const after = await insights(owner);
  expect(after.daily).toEqual({
    ...before.daily,
    'page views': '4',
    'unique visitors': '1',
    'résumé downloads': '1',
    'project link clicks': '1',
  });
  expect(after.pages.map((r) => r[1])).toEqual(['1', '1', '1', '1']);
  expect(after.pages.map((r) => r[0]).sort()).toEqual(['/', '/about-me', '/projects', '/projects/tidewatch']);
  expect(after.projects).toEqual([['Tidewatch', '1', '0', '1']]);
  expect(after.resume).toEqual([
    ['dark', '1'],
    ['light', '0'],
  ]);
  expect(after.outbound).toEqual([['Tidewatch (demo)', '1']]);
  // Counted, but a referrer shows only once REFERRER_MIN_VISITORS distinct addresses brought it
  // (tests/security/counts.test.ts); one visitor, with no trusted proxy naming it, is not enough.
  expect(after.referrers).toEqual([[INSIGHTS.labels.empty]]);
});

test('the same browser is one unique visitor a day; a visit to /contact counts toward conversion', async ({
  browser,
}) => {
  const before = await insights(owner);
  const context = await visitor(browser);
  const page = await context.newPage();
  await view(page, '/contact');
  await view(page, '/contact');
  await view(page, '/skills');
  await context.close();
  const after = await insights(owner);
  expect(Number(after.daily['page views'])).toBe(Number(before.daily['page views']) + 3);
  expect(Number(after.daily['unique visitors'])).toBe(Number(before.daily['unique visitors']) + 1);
  expect(Number(after.daily['contact page visitors'])).toBe(Number(before.daily['contact page visitors']) + 1);
});

test('Do Not Track, Global Privacy Control and a robot are not counted', async ({ browser }) => {
  const before = await insights(owner);
  const optedOut: BrowserContextOptions[] = [
    { extraHTTPHeaders: { DNT: '1' } },
    { extraHTTPHeaders: { 'Sec-GPC': '1' } },
    { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  ];
  for (const options of optedOut) {
    const context = await visitor(browser, options);
    const page = await context.newPage();
    // Each report reaches the server, which answers without counting it.
    await view(page, '/');
    await view(page, '/projects');
    const demo = nextReport(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Live demo of Tidewatch' }).click();
    await (await popup).close();
    expect((await demo).status()).toBe(204);
    expect((await context.cookies()).map((c) => c.name).filter((n) => n !== VISITS.cookieName)).toEqual([]);
    await context.close();
  }
  const after = await insights(owner);
  expect(after).toEqual(before);
});

test('events naming anything but the site’s public pages and links are refused, and counted nowhere', async ({
  playwright,
}) => {
  const before = await insights(owner);
  const request = await playwright.request.newContext({ baseURL: server.url, userAgent: 'Mozilla/5.0 Chrome/131' });
  const post = (data: unknown) => request.post(INSIGHTS.beaconHref, { data });
  for (const [data, status] of [
    [{ kind: 'view', path: '/admin' }, 422],
    [{ kind: 'view', path: '/projects/no-such-project' }, 422],
    [{ kind: 'project', link: 'demo', href: 'https://spam.example' }, 422],
    [{ kind: 'social', href: 'https://spam.example' }, 422],
    [{ kind: 'purchase', amount: 1 }, 400],
    [{ kind: 'view', path: '/', referrer: 'x'.repeat(5000) }, 413],
  ] as const) {
    const response = await post(data);
    expect([data, response.status()]).toEqual([data, status]);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  }
  const text = await request.post(INSIGHTS.beaconHref, { headers: { 'content-type': 'text/plain' }, data: '{}' });
  expect(text.status()).toBe(415);
  expect(await insights(owner)).toEqual(before);

  // A project's own page (/projects/<slug> of an existing project) is a public page.
  expect((await post({ kind: 'view', path: '/projects/tidewatch' })).status()).toBe(204);
  const after = await insights(owner);
  const views = (numbers: Numbers) => Number(numbers.pages.find((row) => row[0] === '/projects/tidewatch')?.[1] ?? 0);
  expect(views(after)).toBe(views(before) + 1);
  await request.dispose();
});

test('the signed-in owner’s own visits are not counted; a message sent is, once even when sent again', async ({
  playwright,
}) => {
  const before = await insights(owner);
  await view(owner, `${server.url}/about-me`);
  expect(await insights(owner)).toEqual(before);

  const request = await playwright.request.newContext({ baseURL: server.url, userAgent: 'Mozilla/5.0 Chrome/131' });
  const message = {
    yourMail: 'visitor@example.com',
    subject: 'Hello',
    message: 'Counted once',
    from_name: 'E2E visitor',
  };
  const sent = await request.post('/api/contact', { headers: { Origin: server.url }, data: message });
  expect(sent.status()).toBe(201);
  // Sent again (as after a mail failure): the same message, stored and counted once.
  const again = await request.post('/api/contact', { headers: { Origin: server.url }, data: message });
  expect(again.status()).toBe(201);
  expect((await again.json()).id).toBe((await sent.json()).id);
  await request.dispose();
  const after = await insights(owner);
  expect(Number(after.daily['messages sent'])).toBe(Number(before.daily['messages sent']) + 1);
  const conversion = await table(owner, INSIGHTS.labels.conversion);
  expect(conversion[0]).toEqual(['messages sent', after.daily['messages sent']]);
});

test('the insights page has no WCAG 2.2 AA violations, and refuses an unknown range clearly', async () => {
  await owner.goto(`${server.url}${INSIGHTS.href}?${INSIGHTS.rangeParam}=90`);
  await expect(owner.getByRole('link', { name: INSIGHTS.labels.range(90) })).toHaveAttribute('aria-current', 'page');
  expect(await table(owner, /^Daily totals/)).toHaveLength(90);
  await expect(owner.getByRole('img', { name: new RegExp(`^${INSIGHTS.labels.viewsChart}: `) })).toBeVisible();
  expect(await axeWcagViolations(owner)).toEqual([]);

  await owner.goto(`${server.url}${INSIGHTS.href}?${INSIGHTS.rangeParam}=all`);
  await expect(owner.locator('main').getByRole('alert')).toContainText(INSIGHTS.errors.badRange('all'));
  expect(await table(owner, /^Daily totals/)).toHaveLength(INSIGHTS.defaultRange);
});

test('the CSV matches the daily table, and is for the signed-in owner only', async ({ playwright }) => {
  await owner.goto(`${server.url}${INSIGHTS.href}?${INSIGHTS.rangeParam}=7`);
  const rows = await table(owner, /^Daily totals/);
  expect(rows).toHaveLength(7);
  const csv = await owner.request.get(`${server.url}${INSIGHTS.csvHref}?${INSIGHTS.rangeParam}=7`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe(INSIGHTS.csvHeader.join(','));
  expect(lines.slice(1)).toEqual(rows.map((r) => r.join(',')));
  expect(rows.at(-1)![0]).toBe(today());

  const bad = await owner.request.get(`${server.url}${INSIGHTS.csvHref}?${INSIGHTS.rangeParam}=8`);
  expect(bad.status()).toBe(400);
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  expect((await anonymous.get(INSIGHTS.csvHref)).status()).toBe(401);
  await anonymous.dispose();
});
