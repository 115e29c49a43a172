/**
 * Finding 12 of the security review: a day of spam at the site-wide contact limit (7,200
 * messages) made /view/feedbacks a 73.6 MB page and its CSV 34 MB. The inbox is now paged on the
 * server (its search too, the URL holding both), old messages are deleted after the retention
 * period, and the CSV is streamed. A server of its own, seeded with 7,200 messages.
 */
import { expect, test } from '@playwright/test';
import { INBOX, INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';

const server = ownServer('inbox-paging');
const COUNT = 7200;
/** Every 60th message carries the word searched for: 120 of them, three pages. */
const NEEDLE_EVERY = 60;
const DAY = 24 * 60 * 60 * 1000;
/** The page of 50 messages weighs about 100 KB; the unpaged inbox of 7,200 weighed tens of MB. */
const MAX_PAGE_BYTES = 400_000;

const subject = (i: number) => (i % NEEDLE_EVERY === 0 ? `Needle offer ${i}` : `Cheap offer ${i}`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const store = new EmbeddedStore(server.dataDir);
  try {
    const now = Date.now();
    for (let start = 0; start < COUNT; start += 600) {
      const batch: Record<string, unknown> = {};
      for (let i = start; i < Math.min(COUNT, start + 600); i++) {
        batch[`m${String(i).padStart(5, '0')}`] = {
          name: 'Spammer',
          email: `spam${i}@example.com`,
          subject: subject(i),
          message: `Buy now, offer number ${i}. `.repeat(8),
          // Newest first: message 0 is the newest, all within the last day.
          createdAt: now - 60_000 - i * 10_000,
        };
      }
      await store.update(FEEDBACKS_PATH, batch);
    }
    // Two messages past the retention period: gone once the owner opens the inbox.
    await store.update(FEEDBACKS_PATH, {
      old1: { email: 'old@example.com', subject: 'Ancient one', message: 'x', createdAt: now - 400 * DAY },
      old2: { email: 'old@example.com', subject: 'Ancient two', message: 'x', createdAt: now - 181 * DAY },
    });
  } finally {
    await store.close();
  }
});

test('with 7,200 messages the inbox page stays small, and messages past the retention period are deleted', async ({
  page,
}) => {
  await server.signIn(page);
  const response = await page.request.get(`${server.url}/view/feedbacks`);
  expect(response.status()).toBe(200);
  const html = await response.body();
  expect(html.byteLength).toBeLessThan(MAX_PAGE_BYTES);
  console.log(`inbox page with ${COUNT} messages: ${html.byteLength} bytes`);

  const store = new EmbeddedStore(server.dataDir);
  try {
    expect(await store.get(`${FEEDBACKS_PATH}/old1`)).toBeNull();
    expect(await store.get(`${FEEDBACKS_PATH}/old2`)).toBeNull();
    expect(await store.get(`${FEEDBACKS_PATH}/m07199`)).not.toBeNull();
  } finally {
    await store.close();
  }

  const csv = await page.request.get(`${server.url}${INBOX.csvHref}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(COUNT + 1);
  expect(lines[1]).toContain(subject(0));
});

test('paging works with the keyboard, and the URL keeps the page across a reload', async ({ page }) => {
  await server.signIn(page);
  await page.goto(`${server.url}/view/feedbacks`);
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(INBOX_PAGING.pageSize);
  await expect(page.getByRole('status').filter({ hasText: `${COUNT} messages` })).toContainText(
    INBOX_PAGING.showing(1, 50, COUNT),
  );
  await expect(articles.first()).toHaveAccessibleName(subject(0));
  const pager = page.getByRole('navigation', { name: INBOX_PAGING.navLabel });
  await expect(pager).toContainText(INBOX_PAGING.pageOf(1, COUNT / 50));
  await expect(pager.getByRole('link', { name: INBOX_PAGING.previous })).toHaveCount(0);

  await pager.getByRole('link', { name: INBOX_PAGING.next }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/view\/feedbacks\?page=2$/);
  await expect(articles.first()).toHaveAccessibleName(subject(50));
  await page.reload();
  await expect(articles.first()).toHaveAccessibleName(subject(50));
  await expect(pager).toContainText(INBOX_PAGING.pageOf(2, COUNT / 50));
  await pager.getByRole('link', { name: INBOX_PAGING.previous }).click();
  await expect(page).toHaveURL(/\/view\/feedbacks\?$|\/view\/feedbacks$/);
  await expect(articles.first()).toHaveAccessibleName(subject(0));

  await page.goto(`${server.url}/view/feedbacks?page=last`);
  await expect(page.getByRole('alert').filter({ hasText: INBOX_PAGING.badPage('last', COUNT / 50) })).toBeVisible();
  await expect(articles.first()).toHaveAccessibleName(subject(0));
});

test('the search is paged too, and the URL keeps the search and the page', async ({ page }) => {
  await server.signIn(page);
  await page.goto(`${server.url}/view/feedbacks`);
  await page.getByLabel(INBOX.searchLabel).fill('needle');
  await page.getByLabel(INBOX.searchLabel).press('Enter');
  await expect(page).toHaveURL(/\?q=needle$/);
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(50);
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toContainText(
    `${COUNT / NEEDLE_EVERY} messages matching “needle”`,
  );
  await expect(articles.first()).toHaveAccessibleName(subject(0));
  const pager = page.getByRole('navigation', { name: INBOX_PAGING.navLabel });
  await pager.getByRole('link', { name: INBOX_PAGING.next }).click();
  await expect(page).toHaveURL(/\?q=needle&page=2$/);
  await expect(articles.first()).toHaveAccessibleName(subject(50 * NEEDLE_EVERY));
  await pager.getByRole('link', { name: INBOX_PAGING.next }).click();
  await expect(page).toHaveURL(/\?q=needle&page=3$/);
  await page.reload();
  await expect(articles).toHaveCount(COUNT / NEEDLE_EVERY - 100);
  await expect(articles.first()).toHaveAccessibleName(subject(100 * NEEDLE_EVERY));
  await expect(pager.getByRole('link', { name: INBOX_PAGING.next })).toHaveCount(0);
  await expect(page.getByLabel(INBOX.searchLabel)).toHaveValue('needle');
});
