import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMPTY, ADMIN_NAV, ADMIN_SETTINGS } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { NOTES } from '@/lib/content/notes-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { ADMIN_ROUTES, SECTIONS, updateHref } from '@/lib/admin/sections';
import { answerDialog, formHydrated, ownServer, uniqueClientIp } from '../helpers/e2e-admin';
import { axeColourViolations, axeViolations } from './axe';

/**
 * The admin's navigation (issue 30): a sidebar from 992 px up, a Menu button and panel below it;
 * the editors in groups, the current page marked; and the empty states of empty lists.
 *
 * On a server of its own: the empty states need an inbox, a media library and a history that no
 * other spec fills, and the last test empties a list.
 */
const server = ownServer('admin-nav');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: ADMIN_NAV.label, exact: true });
}

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await server.signIn(page);
}

test('the sidebar groups every editor and marks the current page on each admin page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const nav = adminNav(page);
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: ADMIN_NAV.menu })).toBeHidden();

  // The groups, each a list named by its label, with the editors in the order shown.
  await expect(nav.getByRole('list', { name: ADMIN_NAV.groups.content }).getByRole('link')).toHaveText([
    'Home Details',
    'About Details',
    'Skills',
    'Skill Images',
    'Known Languages',
    'Education Timeline',
    'Work Timeline',
    'Social Links',
  ]);
  await expect(nav.getByRole('list', { name: ADMIN_NAV.groups.projects }).getByRole('link')).toHaveText([
    'Frontend Projects',
    'Fullstack Projects',
    'Backend Projects',
    MEDIA_LIBRARY.title,
  ]);
  // Stored content is valid: Settings has no Repair link.
  await expect(nav.getByRole('list', { name: ADMIN_NAV.groups.settings }).getByRole('link')).toHaveText([
    'Site Languages',
    'Translations',
    'Login Details',
    ADMIN_NAV.backup,
    JSON_RESUME.title,
  ]);
  await expect(nav.getByRole('link', { name: NOTES.admin.title, exact: true })).toHaveAttribute(
    'href',
    `/update/${NOTES.admin.slug}`,
  );
  await expect(nav.getByRole('link', { name: ADMIN_NAV.inbox, exact: true })).toHaveAttribute(
    'href',
    '/view/feedbacks',
  );
  await expect(nav.getByRole('link', { name: ADMIN_NAV.insights, exact: true })).toHaveAttribute('href', INSIGHTS.href);
  await expect(nav.getByRole('link', { name: SHARE_LINKS.labels.title, exact: true })).toHaveAttribute(
    'href',
    SHARE_LINKS.href,
  );
  await expect(nav.getByRole('link', { name: ADMIN_NAV.history, exact: true })).toHaveAttribute('href', HISTORY.href);

  // That every admin page marks its own link is checked in the walk over every page below.

  // Following a sidebar link moves the mark without a full page load.
  await nav.getByRole('link', { name: 'Skills', exact: true }).click();
  await expect(page).toHaveURL(/\/update\/skills$/);
  await expect(nav.getByRole('link', { name: 'Skills', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  // The skip link is the first stop and lands past the navigation.
  await page.reload();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ADMIN_NAV.skipLink });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#admin-content')).toBeFocused();
});

test('on a phone the Menu button opens and closes the navigation by keyboard, and Escape gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(`${server.url}/update/skills`);
  const nav = adminNav(page);
  const menu = page.getByRole('button', { name: ADMIN_NAV.menu });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The button controls the navigation (hidden while closed, so found by its id).
  const controls = await menu.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await expect(page.locator(`nav[id="${controls}"]`)).toHaveAttribute('aria-label', ADMIN_NAV.label);
  await expect(nav).toBeHidden();

  // Enter opens it; the next Tab goes into it, the current page marked.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Skills', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: ADMIN_NAV.dashboard, exact: true })).toBeFocused();
  // Open, it still fits the width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // Space opens it, the button closes it again.
  await page.keyboard.press('Space');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(nav).toBeHidden();

  // Following a link closes the panel on the new page.
  await menu.click();
  await nav.getByRole('link', { name: 'Known Languages', exact: true }).click();
  await expect(page).toHaveURL(/\/update\/known-language$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Known Languages');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});

test('empty lists say what is missing and what to do', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const main = page.getByRole('main');

  await page.goto(`${server.url}/view/feedbacks`);
  await expect(main.getByText(ADMIN_EMPTY.inbox.title, { exact: true })).toBeVisible();
  await expect(main.getByText(ADMIN_EMPTY.inbox.text)).toBeVisible();

  await page.goto(`${server.url}${MEDIA_LIBRARY.href}`);
  await expect(main.getByText(ADMIN_EMPTY.media.title, { exact: true })).toBeVisible();
  await expect(main.getByText(ADMIN_EMPTY.media.text)).toBeVisible();

  // (History is never empty: its first entry, "History begins", is written when it is first read.)

  // A new project has no gallery yet.
  await page.goto(`${server.url}/update/frontend-project?item=new`);
  await expect(main.getByText(ADMIN_EMPTY.gallery.text)).toBeVisible();

  // A list emptied item by item ends on its empty state.
  await page.goto(`${server.url}/update/known-language?item=new`);
  await formHydrated(page);
  const list = page.getByRole('region', { name: 'Known Languages list' });
  const deletes = list.getByRole('button', { name: /^Delete / });
  await expect(list.locator('[data-empty-state]')).toHaveCount(0);
  for (let left = await deletes.count(); left > 0; left -= 1) {
    await deletes.first().click();
    await answerDialog(page, true);
    await expect(deletes).toHaveCount(left - 1);
  }
  await expect(list.getByText(ADMIN_EMPTY.list.title, { exact: true })).toBeVisible();
  await expect(list.getByText(ADMIN_EMPTY.list.text)).toBeVisible();
});

/**
 * One walk over every admin page: exactly one sidebar link is the current page (the page's own),
 * each editor's Back goes to /admin, and axe finds nothing: every rule in the light theme, the
 * colour rules in the dark one (the structure is the same).
 */
test('every admin page marks its own link, goes Back to /admin, and passes axe in both themes, wide and phone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const scheme = (colorScheme: 'light' | 'dark') => page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  // The dark theme on the page loaded again in it: switched under a loaded page, a button's text
  // takes its dark colour at once while its background transitions a frame later, and axe, if it
  // reads in between, reports light text on white.
  const axeBoth = async (label: string, ready: () => Promise<void> = async () => {}, dark = true) => {
    expect(await axeViolations(page), `${label}, light`).toEqual([]);
    if (!dark) return;
    await scheme('dark');
    await page.reload();
    await ready();
    expect(await axeColourViolations(page), `${label}, dark`).toEqual([]);
    await scheme('light');
  };
  await scheme('light');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/login`);
  await axeBoth('/login');
  await signIn(page);
  const nav = adminNav(page);
  const editors: readonly string[] = ADMIN_ROUTES;
  // The editors of one kind share their components (and so their colours): the dark theme's colour
  // rules run on the first editor of each kind, and on every page that is not an editor.
  const kinds = new Map<string, string>();
  for (const section of SECTIONS) if (!kinds.has(section.kind)) kinds.set(section.kind, updateHref(section));
  const darkChecked = (route: string) =>
    !SECTIONS.some((section) => updateHref(section) === route) || [...kinds.values()].includes(route);
  // The dashboard, each editor, inbox, media, history, insights and share links; repair (not in
  // the sidebar while the content is valid).
  for (const route of [
    '/admin',
    ...ADMIN_ROUTES,
    INSIGHTS.href,
    SHARE_LINKS.href,
    ADMIN_SETTINGS.href,
    HISTORY.repairHref,
  ]) {
    await page.goto(`${server.url}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const current = nav.locator('[aria-current="page"]');
    await expect(current, route).toHaveCount(route === HISTORY.repairHref ? 0 : 1);
    if (route !== HISTORY.repairHref) await expect(current, route).toHaveAttribute('href', route);
    if (editors.includes(route))
      await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true }), route).toHaveAttribute(
        'href',
        '/admin',
      );
    // Share links are scanned in their own spec, with a link listed.
    if (route !== SHARE_LINKS.href) await axeBoth(route, undefined, darkChecked(route));
  }
  // A list editor's form for one item (the list editors open on their items), its link still marked.
  for (const route of ['/update/frontend-project?item=new', `/update/${NOTES.admin.slug}?item=new`]) {
    await page.goto(`${server.url}${route}`);
    await expect(page.locator('main form')).toBeVisible();
    await expect(nav.locator('[aria-current="page"]'), route).toHaveAttribute('href', route.split('?')[0]);
    await axeBoth(route);
  }
  // The phone's bar and its open menu.
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/update/skills`);
  const openMenu = async () => {
    await page.getByRole('button', { name: ADMIN_NAV.menu }).click();
    await expect(adminNav(page)).toBeVisible();
  };
  await openMenu();
  await axeBoth('phone menu', openMenu);
});

/** Holds back the data of the page at `pathname`, as on a slow line; the returned function lets it through. */
async function holdPage(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().headers()['rsc']) await held;
      await route.continue();
    },
  );
  return release;
}

const ON_ITS_WAY: { what: string; from: string; to: string; link: (page: Page) => Locator }[] = [
  {
    what: 'a sidebar link',
    from: '/admin',
    to: '/view/feedbacks',
    link: (page) => adminNav(page).getByRole('link', { name: ADMIN_NAV.inbox, exact: true }),
  },
  {
    what: 'a dashboard card',
    from: '/admin',
    to: '/update/skills',
    link: (page) =>
      page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Skills', exact: true }),
  },
  {
    what: 'the Back link',
    from: '/update/skills',
    to: '/admin',
    link: (page) => page.getByRole('main').getByRole('link', { name: BUTTON_LABELS.back, exact: true }),
  },
];

for (const { what, from, to, link: linkOf } of ON_ITS_WAY) {
  test(`${what} shows that its page is on its way until it arrives`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page);
    // Nothing is fetched ahead: an admin page is rendered per session, so a prefetch is a render.
    const ahead: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === to) ahead.push(request.url());
    });
    await page.goto(`${server.url}${from}`);
    await formHydrated(page, 'nav');
    await page.waitForLoadState('networkidle');
    expect(ahead, `${to} fetched before the click`).toEqual([]);
    const release = await holdPage(page, to);
    const link = linkOf(page);
    await link.click();
    await expect(link.getByTestId('link-pending')).toBeVisible();
    release();
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.getByTestId('link-pending')).toHaveCount(0);
  });
}
