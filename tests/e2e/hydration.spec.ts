import { expect, test, type Page } from '@playwright/test';
import { PROJECT_PAGE, PUBLIC_ROUTES } from '@/lib/constants';
import { COMPILE_HINT } from '@/lib/build/compile-hints.mjs';
import { FLIGHT_PATH } from '@/lib/http/flight-files.mjs';
import { flightAddress, startedScripts } from '@/lib/http/hydrate-after-paint.mjs';

/**
 * Pre-rendered pages start their framework scripts after their largest paint
 * (lib/http/hydrate-after-paint.mjs), and then hydrate as before; links between pages navigate on
 * the client without next/link (components/site/nav-link.tsx).
 */

const CHUNK = '/_next/static/chunks/';

/** Records, from before the page's first byte, its largest-paint entries. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const seen: { time: number; tag: string }[] = [];
    (window as unknown as { __paints: typeof seen }).__paints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.push({ time: entry.startTime, tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const ROUTES = [...PUBLIC_ROUTES.map((route) => route.href), PROJECT_PAGE.href('tidewatch')];

for (const route of ROUTES) {
  test(`${route}: no framework script is fetched before the largest paint, and the page then hydrates`, async ({
    page,
  }) => {
    await recordPaints(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // No chunk is a parser-inserted script: one loader starts them.
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html.match(/id="__hydrate_after_paint"/g)).toHaveLength(1);
    // The hydration data is no part of the page: the loader fetches it.
    expect(html).not.toContain('self.__next_f.push(');
    expect(html).toContain(FLIGHT_PATH);
    // Its data file is served immutable, with the site's security headers.
    const data = await page.request.get(flightAddress(html)!);
    expect(data.status()).toBe(200);
    expect(data.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(data.headers()['x-frame-options']).toBe('DENY');
    expect(data.headers()['strict-transport-security']).toContain('max-age=');
    // Every script the page starts with is compiled as it streams in (lib/build/compile-hints.mjs).
    const scripts = startedScripts(html);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      expect((await (await page.request.get(src)).text()).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }

    // Hydrated: the theme control works (it is a client component).
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radio', { name: 'System' }).check();

    const { paints, chunks } = await page.evaluate(
      ([chunk, flight]) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          paints: (window as unknown as { __paints: { time: number; tag: string }[] }).__paints,
          chunks: resources.filter((r) => r.name.includes(chunk) || r.name.includes(flight)).map((r) => r.startTime),
        };
      },
      [CHUNK, FLIGHT_PATH],
    );
    expect(paints.length).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(1);
    // The first chunk (or the data) is asked for after the first largest paint was presented.
    expect(Math.min(...chunks)).toBeGreaterThanOrEqual(paints[0].time);
    // Hydrated from the fetched data without a mismatch (React reports one as an error).
    expect(errors).toEqual([]);
  });
}

/** Holds every framework chunk until `release()`: the page stays as pre-rendered, not hydrated. */
async function holdChunks(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith(CHUNK),
    async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  return { release, requested };
}

test('a page whose hydration data is gone takes it from its current copy, and hydrates', async ({ page }) => {
  const asked: number[] = [];
  await page.route(
    (url) => url.pathname.startsWith(FLIGHT_PATH),
    async (route) => {
      asked.push(asked.length);
      // The first address the page names is gone (as after a restart of the server).
      if (asked.length === 1) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    },
  );
  await page.goto('/projects');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(asked).toHaveLength(2);
  await page.getByRole('radio', { name: 'System' }).check();
});

test('what a visitor does before React has hydrated is kept: clicks, ticks and typing', async ({ page }) => {
  const chunks = await holdChunks(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  // Typed and chosen while nothing is hydrated...
  await page.getByLabel('Your email').fill('early@example.com');
  await page.getByLabel('Subject').fill('Before hydration');
  await page.getByLabel('Message').fill('Typed before the scripts ran.');
  await page.getByRole('radio', { name: 'Light' }).click();
  // The form is sent as React would have sent it; the answer is made up here, so nothing is stored.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"held"}' }),
  );
  await page.locator('#contact form').getByRole('button').click();
  // ...and the first input started the scripts at once.
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
  chunks.release();
  // Once React is there it has what the visitor did: the theme and the form's state.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('#contact-message-count')).toHaveText(`${'Typed before the scripts ran.'.length} / 5000`);
  await expect(page.getByLabel('Your email')).toHaveValue('early@example.com');
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, string>;
  expect(body).toMatchObject({
    yourMail: 'early@example.com',
    subject: 'Before hydration',
    message: 'Typed before the scripts ran.',
  });
  await page.getByRole('radio', { name: 'System' }).click();
});

test('a button clicked before React has hydrated is clicked again once it has, even with the clock paused', async ({
  page,
}) => {
  // Timers do not run while the page's clock is paused: the held click must not wait for one.
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
  const chunks = await holdChunks(page);
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  const tabs = page.getByRole('tab');
  const second = tabs.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await second.click();
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0);
  // Held, not lost.
  await expect(second).toHaveAttribute('aria-selected', 'false');
  chunks.release();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=/);
});

test('the bottom menu and the top bar navigate on the client, and modified clicks stay the browser’s', async ({
  page,
}) => {
  await page.goto('/about-me');
  await page.getByRole('radio', { name: 'Dark' }).check();
  // Hydrated: a radio checks itself without React, the theme on <html> needs the page script.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills', exact: true }).click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 2, name: /skills/i }).first()).toBeVisible();
  // The same document: no page load.
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  await page.locator('header').first().getByRole('link', { name: 'Nova Reyes' }).click();
  await expect(page).toHaveURL(/\/\?redirect=false$/);
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  expect(documents).toEqual([]);

  // A ctrl/cmd click opens a new tab and leaves this page where it is (choosing a link closed the menu).
  await page.getByRole('button', { name: 'Expand menu' }).click();
  const popup = page.context().waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  const opened = await popup;
  await opened.waitForLoadState('domcontentloaded');
  expect(new URL(opened.url()).pathname).toBe('/contact');
  await opened.close();
  await expect(page).toHaveURL(/\/\?redirect=false$/);
});
