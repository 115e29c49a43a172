/**
 * The visitor counter shows nothing to the public while nothing is counted ("0 0 0") or while the
 * total is below the number the owner sets in the admin (Home › Visitor counter shown from). On a
 * server of its own, so the totals are its own.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { openEditor, ownServer } from '../helpers/e2e-admin';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const server = ownServer('counter-threshold');
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Opens `/` as a new browser and returns the counts its widget asked for, once it asked. */
async function visitHome(
  browser: Browser,
  userAgent: string,
): Promise<{ page: Page; total: number; showFrom: number }> {
  const context = await browser.newContext({ baseURL: server.url, userAgent });
  const page = await context.newPage();
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/visit'));
  await page.goto('/');
  // Any input starts the page's deferred work at once (components/site/after-load.ts).
  await page.keyboard.press('Shift');
  const body = (await (await answered).json()) as { total: number; showFrom: number };
  return { page, total: body.total, showFrom: body.showFrom };
}

const counter = (page: Page) => page.getByRole('complementary', { name: 'Visitor counter' });

/** Two frames after the answer: React has drawn what the counts say. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('nothing counted yet: a robot’s visit (not counted) shows no “0 0 0”', async ({ browser }) => {
  const { page, total, showFrom } = await visitHome(browser, BOT_UA);
  expect({ total, showFrom }).toEqual({ total: 0, showFrom: 0 });
  // The answer is in and drawn: still no widget.
  await drawn(page);
  await expect(counter(page)).toHaveCount(0);
  await page.context().close();
});

test('a counted visit shows the counter; above the owner’s threshold it is hidden, below it shown again', async ({
  browser,
  page,
}) => {
  const first = await visitHome(browser, BROWSER_UA);
  expect(first.total).toBeGreaterThanOrEqual(1);
  await expect(counter(first.page)).toBeVisible();
  await first.page.context().close();

  // The owner shows it from 1,000 visits.
  await server.signIn(page);
  await openEditor(page, `${server.url}/update/home-details`);
  const field = page.getByLabel('Visitor counter shown from', { exact: true });
  await expect(field).toHaveValue('0');
  await field.fill('ten');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('1000');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  const hidden = await visitHome(browser, BROWSER_UA);
  expect(hidden.showFrom).toBe(1000);
  expect(hidden.total).toBeLessThan(1000);
  await drawn(hidden.page);
  await expect(counter(hidden.page)).toHaveCount(0);
  await hidden.page.context().close();

  // Back to the count so far: shown again.
  await field.fill(String(hidden.total));
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  const shown = await visitHome(browser, BROWSER_UA);
  expect(shown.total).toBeGreaterThanOrEqual(shown.showFrom);
  await expect(counter(shown.page)).toBeVisible();
  await shown.page.context().close();
});
