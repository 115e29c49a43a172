import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { ownServer } from '../helpers/e2e-admin';

/**
 * The owner on a phone (390 × 844 CSS px): dates have the browser's date picker and still read
 * and store as the spec says, lists reorder with buttons, and drafts and history entries say in
 * words what they change. That every admin page fits the width with thumb-sized targets (at least
 * 44 × 44 CSS px, WCAG 2.5.5), with the longest content, is checked in layout-longest-content.spec.ts.
 *
 * On a server of its own: it saves drafts, which would make other specs' editors ask first.
 */
const server = ownServer('phone');
const PHONE = { width: 390, height: 844 };
const MIN = PHONE_ADMIN.minTarget;

test('a date is picked with the browser’s date picker, stored as the spec says and listed as dd/mm/yyyy', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await server.signIn(page);
  await page.goto(`${server.url}/update/education-timeline?item=new`);
  const start = page.getByLabel('Start date', { exact: true });
  const end = page.getByLabel('End date', { exact: true });
  await expect(start).toHaveAttribute('type', 'date');
  await expect(end).toHaveAttribute('type', 'date');
  const title = `Phone school ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Picked on a phone');
  await start.fill('2019-09-02'); // what the picker hands the page
  await end.fill('2021-06-30');
  // Whatever order the browser's picker shows, the date is written out as the admin shows dates.
  await expect(page.getByText('Reads 02/09/2019')).toBeVisible();
  await expect(page.getByText('Reads 30/06/2021')).toBeVisible();
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  const list = page.getByRole('region', { name: 'Education Timeline list' });
  await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText('02/09/2019 · 30/06/2021');

  // Editing loads the stored date back into the picker.
  await list.getByRole('button', { name: new RegExp(`^Edit ${title}`) }).click();
  await expect(start).toHaveValue('2019-09-02');
  await expect(end).toHaveValue('2021-06-30');

  // The public page shows it in the spec's public format.
  const html = await server.markup(page.request, '/education-work');
  expect(html).toContain(title);
  expect(html).toMatch(/Sep 2019/);

  // A date the picker cannot read (typed half-way) is refused with the spec's message, not stored as Present.
  await page.getByRole('link', { name: 'New item', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} half`);
  await page.getByLabel('Description', { exact: true }).fill('Half a date');
  await start.fill('2020-01-01');
  await end.focus();
  await page.keyboard.type('31'); // half a date: the browser holds it unreadable, its value is ''
  await expect(page.getByText('Reads Present')).toHaveCount(0); // not read as "no end date"
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByText('End date must be a real date written as dd/mm/yyyy').first()).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: `${title} half` })).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });
  test('a list reorders with Move up / Move down buttons on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await server.signIn(page);
    await page.goto(`${server.url}/update/skills`);
    const list = page.getByRole('region', { name: 'Skills list' });
    const names = async () =>
      list
        .getByRole('button', { name: /^Edit / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.slice('Edit '.length)));
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    const down = list.getByRole('button', { name: `Move ${before[0]} down`, exact: true });
    await expect(down).toBeVisible();
    const box = await down.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(MIN);
    expect(box!.height).toBeGreaterThanOrEqual(MIN);
    await down.tap();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.reload();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  });
});

test('a draft and a history entry say what they change', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await server.signIn(page);
  await page.goto(`${server.url}/update/home-details`);
  const quote = page.getByLabel('Quote', { exact: true });
  const taglines = page.getByLabel('Taglines', { exact: true });
  const lines = (await taglines.inputValue()).split('\n');
  expect(lines.length).toBeGreaterThan(1);
  await quote.fill(`${await quote.inputValue()} (phone)`);
  await taglines.fill([`${lines[0]} A`, `${lines[1]} B`, ...lines.slice(2)].join('\n'));
  await page.getByRole('button', { name: DRAFTS.labels.saveDraft }).click();
  const bar = page.getByRole('region', { name: 'Home Details: unpublished draft' });
  await expect(bar).toContainText('Draft: quote, 2 taglines changed');

  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('region', { name: 'Home Details: unpublished draft' })).toContainText(
    'Draft: quote, 2 taglines changed',
  );

  await page.goto(`${server.url}/view/history?section=home`);
  const newest = page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first();
  await expect(newest).toContainText('Draft: quote, 2 taglines changed');

  // Publishing it: the revision says what it published.
  await page.goto(`${server.url}/update/home-details`);
  await page.getByRole('button', { name: `${DRAFTS.labels.publish} Home Details` }).click();
  await expect(page.getByRole('region', { name: 'Home Details: unpublished draft' })).toHaveCount(0);
  await page.goto(`${server.url}/view/history?section=home`);
  await expect(page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first()).toContainText(
    'quote, 2 taglines changed',
  );
});
