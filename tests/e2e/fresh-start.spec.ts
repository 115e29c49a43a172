/**
 * Issue 31 (part 3): a fresh start for a new owner, on a server of the spec's own (it empties the
 * whole site). First sign-in on the untouched demo shows the offer; "Not now" keeps the demo and the
 * offer stays away after a reload; "Start empty" (asked first) empties every section as one
 * revision, every public route then answers 200 with empty states and passes axe, and Undo brings
 * the demo back; the checklist lists the demo items and an item leaves it once replaced.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { FRESH_START_PATH } from '@/lib/content/fresh-start';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';
import { axeViolations } from './axe';
import { DASHBOARD } from '@/lib/admin/words';
import { DEMO_USER } from '@/lib/content/demo';
import { NOTES } from '@/lib/content/notes-words';

const site = ownServer('fresh-start');
const PUBLIC_ROUTES = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact', '/notes'];
const O = FRESH_START.offer;

/** As on a new install: the owner has not answered the offer yet. */
async function forgetAnswer(): Promise<void> {
  const store = new EmbeddedStore(site.dataDir);
  try {
    await store.remove(FRESH_START_PATH);
  } finally {
    await store.close();
  }
}

const offer = (page: Page) => page.getByRole('region', { name: O.title });
const checklist = (page: Page) => page.getByRole('region', { name: new RegExp(`^${FRESH_START.checklist.title}`) });

test('first sign-in offers a fresh start; "Not now" keeps the demo and the offer stays away', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  await page.goto(`${site.url}/admin`);
  await expect(offer(page)).toBeVisible();
  for (const name of [O.keep, O.resume, O.empty, O.dismiss]) {
    await expect(offer(page).getByRole('button', { name, exact: true })).toBeEnabled();
  }
  // The checklist is folded under its title and count; the dashboard's card opens it.
  const fold = page.locator(`#${FRESH_START.checklistAnchor} > summary`);
  await expect(fold).toContainText(FRESH_START.checklist.title);
  await expect(checklist(page)).toBeHidden();
  const card = page.getByRole('link', { name: new RegExp(`^${DASHBOARD.cards.demo.label}`) });
  await expect(card).toContainText(DASHBOARD.cards.demo.hint(5));
  await card.click();
  await expect(checklist(page)).toBeVisible();
  await fold.click();
  await expect(checklist(page)).toBeHidden();
  await fold.click();
  await expect(checklist(page)).toBeVisible();
  expect(await axeViolations(page, [`#${FRESH_START.offerAnchor}`, `#${FRESH_START.checklistAnchor}`])).toEqual([]);

  await offer(page).getByRole('button', { name: O.dismiss }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await expect(checklist(page)).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  expect(await (await request.get(`${site.url}/about-me`)).text()).toContain('Nova Reyes');
});

test('"Start from a JSON Resume" takes the owner to the import, and the offer leaves', async ({ page }) => {
  await forgetAnswer();
  await site.signIn(page);
  await page.goto(`${site.url}/admin?show=${DASHBOARD.showChecklist}`);
  await offer(page).getByRole('button', { name: O.resume }).click();
  await expect(offer(page)).toHaveCount(0);
  const panel = page.getByRole('region', { name: JSON_RESUME.title });
  await expect(panel.getByLabel(JSON_RESUME.fileLabel)).toBeFocused();
});

test('start empty: every public route renders its empty state and passes axe; Undo brings the demo back', async ({
  page,
  context,
}) => {
  // Seven routes with axe each, then History: well over the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  await forgetAnswer();
  await site.signIn(page);
  await page.goto(`${site.url}/admin?show=${DASHBOARD.showChecklist}`);
  await offer(page).getByRole('button', { name: O.empty }).click();
  // Asked first, saying Undo brings the demo back.
  const ask = page.getByRole('group', { name: O.confirmTitle });
  await expect(ask.getByRole('heading', { name: O.confirmTitle })).toBeFocused();
  await expect(ask).toContainText('Undo');
  await ask.getByRole('button', { name: O.cancel }).click();
  await expect(ask).toHaveCount(0);
  await expect(offer(page).getByRole('button', { name: O.empty })).toBeFocused();
  await offer(page).getByRole('button', { name: O.empty }).click();
  await page.getByRole('button', { name: O.confirm }).click();

  const undoBar = page.getByRole('status').filter({ hasText: O.started });
  await expect(undoBar.getByRole('button', { name: HISTORY.messages.undo })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  // No demo item is left; the placeholders are listed for the owner to fill in.
  await expect(checklist(page).getByRole('link', { name: FRESH_START.checklist.name })).toBeVisible();
  await expect(checklist(page).getByRole('link', { name: /^Demo / })).toHaveCount(0);

  // A visitor, in another tab (the owner's keeps its Undo): every route answers with empty states.
  const visitor = await context.browser()!.newContext();
  const tab = await visitor.newPage();
  try {
    for (const route of PUBLIC_ROUTES) {
      const response = await tab.goto(`${site.url}${route}`);
      expect(response?.status(), route).toBe(200);
      await expect(tab.locator('main')).toBeVisible();
      await expect(tab.locator('body'), route).not.toContainText('Nova Reyes');
      expect(await axeViolations(tab), `axe on ${route}`).toEqual([]);
      // Its description reads as a sentence, not a list with nothing in it.
      expect(await tab.locator('meta[name="description"]').getAttribute('content'), route).not.toMatch(/: \.$/);
    }
    await tab.goto(`${site.url}/projects`);
    await expect(tab.getByText(FRESH_START.empty.projects)).toBeVisible();
    await tab.goto(`${site.url}/skills`);
    await expect(tab.getByText(FRESH_START.empty.skills)).toBeVisible();
    await expect(tab.getByText(FRESH_START.empty.languages)).toBeVisible();
    await tab.goto(`${site.url}/education-work`);
    await expect(tab.getByText('Nothing here yet.').first()).toBeVisible();
    await tab.goto(`${site.url}/about-me`);
    await expect(tab.getByText(FRESH_START.placeholders.fullName).first()).toBeVisible();
    // The demo's notes went with the rest: /notes says so, and the Notes link is gone.
    await tab.goto(`${site.url}${NOTES.href}`);
    await expect(tab.getByText(NOTES.empty.title)).toBeVisible();
    await expect(tab.locator(`header a[href="${NOTES.href}"]`)).toHaveCount(0);
    // The details the schema made "start empty" fill in are the owner's to replace, not the visitor's to read.
    const P = FRESH_START.placeholders;
    for (const route of ['/about-me', '/contact', '/resume.json']) {
      const body = await (await tab.request.get(`${site.url}${route}`)).text();
      for (const detail of [P.email, P.phoneNumber, P.address, P.status, P.cvweblink]) {
        expect(body.includes(detail), `${detail} on ${route}`).toBe(false);
      }
    }
    // A demo project's or note's page is gone: it sends the visitor on as any unknown path does, never an error.
    const note = NOTES.pageHref(DEMO_USER.notes['demo-notes-01'].slug ?? '');
    for (const route of ['/projects/tidewatch', note]) {
      const gone = await tab.request.get(`${site.url}${route}`, { maxRedirects: 0 });
      expect(gone.status(), route).toBe(307);
      const location = gone.headersArray().find((h) => h.name.toLowerCase() === 'location')?.value ?? '';
      expect(new URL(location, site.url).pathname, route).toBe('/login');
    }
    for (const route of ['/resume.json', '/sitemap.xml', '/notes/feed.xml', '/og/home']) {
      expect((await tab.request.get(`${site.url}${route}`)).status(), route).toBe(200);
    }
  } finally {
    await visitor.close();
  }

  // One revision, and one Undo takes it back: from History (the visitor's checks may outlast the bar's window).
  await page.goto(`${site.url}${HISTORY.href}`);
  const newest = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li').nth(0);
  await expect(newest.getByRole('heading', { level: 2 })).toContainText(FRESH_START.historyKind);
  await newest.getByRole('button', { name: /^Undo this change \(revision/ }).click();
  await expect(page.getByText(HISTORY.messages.undone, { exact: true })).toBeVisible();
  await page.goto(`${site.url}/admin?show=${DASHBOARD.showChecklist}`);
  await expect(checklist(page).getByRole('link', { name: FRESH_START.checklist.project('Tidewatch') })).toBeVisible();
  const back = await page.request.get(`${site.url}/projects`);
  expect(await back.text()).toContain('Tidewatch');
  const note = DEMO_USER.notes['demo-notes-02'];
  await expect(checklist(page).getByRole('link', { name: FRESH_START.checklist.note(note.title) })).toBeVisible();
  expect(await (await page.request.get(`${site.url}${NOTES.href}`)).text()).toContain(note.title);
  expect(await (await page.request.get(`${site.url}/about-me`)).text()).toContain('Nova Reyes');
  // A demo item's entry opens its editor on that item.
  await checklist(page)
    .getByRole('link', { name: FRESH_START.checklist.project('Tidewatch') })
    .click();
  await expect(page).toHaveURL(/\/update\/frontend-project\?item=demo-frontendProjects-01$/);
  await expect(page.locator('main form').getByLabel('Title', { exact: true })).toHaveValue('Tidewatch');
});

test('the checklist lists the demo items and an item leaves it once replaced', async ({ page }) => {
  await site.signIn(page);
  await page.goto(`${site.url}/admin?show=${DASHBOARD.showChecklist}`);
  const list = checklist(page);
  const entries = list.getByRole('listitem');
  const before = await entries.count();
  expect(before).toBeGreaterThan(10);
  for (const name of [
    FRESH_START.checklist.name,
    FRESH_START.checklist.avatar,
    FRESH_START.checklist.skillImages,
    FRESH_START.checklist.project('Ledgerline API'),
    FRESH_START.checklist.social('GitHub'),
    FRESH_START.checklist.note(DEMO_USER.notes['demo-notes-01'].title),
  ]) {
    await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await list.getByRole('link', { name: FRESH_START.checklist.name, exact: true }).click();
  await expect(page).toHaveURL(/\/update\/about-details$/);
  await page.getByLabel('Full name').fill('Ada Okafor');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  await page.goto(`${site.url}/admin?show=${DASHBOARD.showChecklist}`);
  await expect(list.getByRole('link', { name: FRESH_START.checklist.name, exact: true })).toHaveCount(0);
  await expect(entries).toHaveCount(before - 1);
  await expect(page.getByRole('heading', { name: new RegExp(`^${FRESH_START.checklist.title}`) })).toContainText(
    FRESH_START.checklist.count(before - 1),
  );
  await expect(list.getByRole('link', { name: FRESH_START.checklist.avatar, exact: true })).toBeVisible();
});
