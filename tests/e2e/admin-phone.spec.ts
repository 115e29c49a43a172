import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { PHONE_ADMIN, ADMIN_SETTINGS } from '@/lib/admin/words';
import { SECTIONS, updateHref } from '@/lib/admin/sections';
import { uniqueClientIp, ownServer } from '../helpers/e2e-admin';

/**
 * The owner on a phone (390 × 844 CSS px): every admin page fits the width (no sideways
 * scrolling), every control is a thumb's target (at least 44 × 44 CSS px, WCAG 2.5.5), dates have
 * the browser's date picker and still read and store as the spec says, lists reorder with
 * buttons, and drafts and history entries say in words what they change.
 *
 * On a server of its own: it saves drafts, which would make other specs' editors ask first.
 */
const server = ownServer('phone');
const PHONE = { width: 390, height: 844 };
const MIN = PHONE_ADMIN.minTarget;

/** Every visible control on the page smaller than MIN × MIN (a checkbox or radio counts by its label). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"]), [data-drag-handle]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      let box = el.getBoundingClientRect();
      // Visually hidden until focused (skip links) or clipped away: not a target on screen.
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(el).clipPath !== 'none' || getComputedStyle(el).clip.startsWith('rect(')) continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      // A tap lands in the element's box; an inline link's box is its line boxes' union.
      const rects = [...el.getClientRects()];
      const height = Math.max(box.height, ...rects.map((r) => r.height));
      if (box.width + 0.5 < min || height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
        out.push(`${el.tagName.toLowerCase()}[${name.slice(0, 40)}] ${Math.round(box.width)}×${Math.round(height)}`);
      }
    }
    return out;
  }, MIN);
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectPhoneFriendly(page: Page, route: string) {
  await page.goto(`${server.url}${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await sidewaysScroll(page), `${route} scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(await smallTargets(page), `${route}: targets smaller than ${MIN} px`).toEqual([]);
}

test('every admin page fits a 390 px phone, with thumb-sized targets', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await expectPhoneFriendly(page, '/login');

  // Something in every list: a message in the inbox, a revision in history, a draft on the dashboard.
  const response = await page.request.post(`${server.url}/api/contact`, {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: { yourMail: 'visitor@example.com', subject: 'Phone check', message: 'Hello', from_name: 'Visitor' },
  });
  expect(response.status()).toBeLessThan(300);
  await server.signIn(page);
  await page.goto(`${server.url}/update/known-language?item=new`);
  await page.getByLabel('Name', { exact: true }).fill(`Phone ${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: DRAFTS.labels.saveDraft }).click();
  await expect(page.getByRole('region', { name: /unpublished draft/ })).toBeVisible();

  const routes = [
    '/admin',
    '/admin/insights',
    ADMIN_SETTINGS.href,
    ...SECTIONS.map(updateHref),
    '/view/history',
    '/view/feedbacks',
    '/view/repair',
  ];
  for (const route of routes) await expectPhoneFriendly(page, route);
});

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
