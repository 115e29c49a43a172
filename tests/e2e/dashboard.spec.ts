/**
 * The dashboard as an overview: cards of what needs the owner (each a link to its page, with the
 * store's numbers), the account menu that holds Logout and Sign out everywhere, and the settings
 * page that holds backup and the JSON Resume import. On a server of its own: the counts are exact.
 */
import dayjs from 'dayjs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_NAV, ADMIN_SETTINGS, DASHBOARD } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { saveDraft } from '@/lib/content/drafts';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { HISTORY } from '@/lib/content/history-words';
import { DRAFTS } from '@/lib/content/drafts-words';
import { FEEDBACKS_HREF } from '@/lib/admin/sections';
import { recordTally } from '@/lib/insights/daily';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { createShareLink } from '@/lib/share-links/links';
import { recordLinkEvent } from '@/lib/share-links/stats';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';

const server = ownServer('dashboard');
const C = DASHBOARD.cards;

const card = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

test('the cards count what needs the owner, each linking to its page', async ({ page }) => {
  await server.signIn(page);
  const store = new EmbeddedStore(server.dataDir);
  try {
    for (const n of [1, 2]) {
      await store.push('feedbacks', {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        subject: `Hello ${n}`,
        message: 'Unread, as every earlier release stored messages.',
        createdAt: Date.now() - n,
      });
    }
    await saveDraft(store, 'skills', (skills) => ({ ...(skills as object), drafted: { name: 'Drafted', order: 99 } }));
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 3; i++) await recordTally(store, today, { view: 'home', visitor: true });
    await recordTally(store, today, { view: 'projects' });
    for (const label of ['Opened link', 'Unopened link']) {
      const link = await createShareLink(store, {
        label,
        summary: 'For one application.',
        projects: [],
        variant: 'none',
        expiresAt: Date.now() + 7 * 86_400_000,
      });
      if ('error' in link) throw new Error(link.error);
      if (label === 'Opened link') {
        await recordLinkEvent(store, link.id, { kind: 'visit' });
        await recordLinkEvent(store, link.id, { kind: 'visit' });
      }
    }
  } finally {
    await store.close();
  }
  await page.goto(`${server.url}/admin`);
  // The demo card counts what the (folded) checklist lists.
  const checklist = page.locator(`#${FRESH_START.checklistAnchor}`);
  const demoLeft = await checklist.locator('li').count();
  expect(demoLeft).toBeGreaterThan(10);
  await expect(checklist.locator('summary')).toContainText(FRESH_START.checklist.count(demoLeft));

  const expected: [label: string, text: string[], href: string][] = [
    [C.inbox.label, ['2', C.inbox.hint(2)], FEEDBACKS_HREF],
    [C.drafts.label, ['1', C.drafts.hint(1)], '#drafts-heading'],
    [C.visits.label, ['3', C.visits.hint(4)], INSIGHTS.href],
    // The first start's revision is not the owner's: nothing published yet.
    [C.published.label, [C.published.none, C.published.empty], HISTORY.href],
    [C.shareLinks.label, [C.shareLinks.value(1, 2), C.shareLinks.hint(2)], SHARE_LINKS.href],
    [C.demo.label, [String(demoLeft), C.demo.hint(demoLeft)], `?show=${DASHBOARD.showChecklist}#demo-checklist`],
  ];
  const cards = page.getByRole('region', { name: DASHBOARD.cardsLabel }).getByRole('link');
  await expect(cards).toHaveCount(expected.length);
  for (const [label, texts, href] of expected) {
    for (const text of texts) await expect(card(page, label), label).toContainText(text);
    await expect(card(page, label), label).toHaveAttribute('href', href);
  }
  // The drafts card lands on the list of drafts; publishing it is the last publish, today.
  await card(page, C.drafts.label).click();
  await expect(page.getByRole('heading', { name: /^Unpublished drafts \(1\)/ })).toBeInViewport();
  await page.getByRole('button', { name: DRAFTS.labels.publishAll, exact: true }).click();
  await expect(page.getByText(DRAFTS.messages.publishedAll).first()).toBeVisible();
  await expect(card(page, C.drafts.label)).toContainText(C.drafts.hint(0));
  const day = dayjs().format('DD/MM/YYYY');
  await expect(card(page, C.published.label).locator('time')).toHaveText(day);
  await expect(card(page, C.published.label)).toContainText(/At \d{2}:\d{2}, in History/);
  await card(page, C.inbox.label).click();
  await expect(page).toHaveURL(new RegExp(`${FEEDBACKS_HREF}$`));
});

test('the account menu holds Logout and Sign out everywhere: opened from the keyboard, closed by Escape or a press elsewhere', async ({
  page,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}/admin`);
  const account = page.getByRole('button', { name: DASHBOARD.account });
  const logout = page.getByRole('button', { name: BUTTON_LABELS.logout });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(logout).toBeHidden();
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(logout).toBeFocused();
  await expect(page.getByRole('button', { name: ADMIN_MESSAGES.signOutEverywhere })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(logout).toBeHidden();
  await expect(account).toBeFocused();
  await account.click();
  await expect(logout).toBeVisible();
  await page.getByRole('heading', { name: DASHBOARD.title }).click();
  await expect(logout).toBeHidden();
});

test('Settings holds backup and the JSON Resume import; its navigation link is marked', async ({ page }) => {
  await server.signIn(page);
  await page.goto(`${server.url}${ADMIN_SETTINGS.href}`);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_SETTINGS.title })).toBeVisible();
  await expect(page.getByRole('link', { name: ADMIN_MESSAGES.exportLabel })).toBeVisible();
  await expect(page.getByRole('region', { name: JSON_RESUME.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: ADMIN_NAV.label });
  await expect(nav.getByRole('link', { name: ADMIN_NAV.backup })).toHaveAttribute('aria-current', 'page');
  // No paragraph runs wider than 75 characters, on the widest screen too.
  await page.setViewportSize({ width: 1920, height: 1000 });
  const widest = await page.locator('main p').evaluateAll((paragraphs) =>
    Math.max(
      ...paragraphs.map((p) => {
        const ch = document.createElement('span');
        ch.style.width = '75ch';
        ch.style.display = 'inline-block';
        p.append(ch);
        const measure = ch.getBoundingClientRect().width;
        ch.remove();
        return p.getBoundingClientRect().width / measure;
      }),
    ),
  );
  expect(widest).toBeLessThanOrEqual(1.01);
  // The dashboard keeps neither panel, and stays short.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('link', { name: ADMIN_MESSAGES.exportLabel })).toHaveCount(0);
  await expect(page.getByRole('region', { name: JSON_RESUME.title })).toHaveCount(0);
});
