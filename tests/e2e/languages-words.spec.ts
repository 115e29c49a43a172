/**
 * The site's own words in each published language (issue 41, second step): a prefixed language's
 * pages read its words and keep the visitor in it; the default language's read as they always
 * have and ship none of another language's words; the language switcher leads to the same page in
 * each language. On a server of its own: the languages are set in its store before any page reads
 * them (the pages built with the site have English alone, as the shared server's store does).
 */
import { createHash } from 'node:crypto';
import { BUTTON_LABELS } from '@/lib/constants';
import { expect, test, type Page } from '@playwright/test';
import ar from '@/messages/ar.json';
import { DEMO_USER } from '@/lib/content/demo';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { ownServer } from '../helpers/e2e-admin';
import { setSiteLanguages } from '../helpers/languages';
import { pdfText } from '../helpers/pdf-text';
import { axeColourViolations, axeViolations } from './axe';
import { contactForm, uniqueClientIp } from './contact-helpers';

const server = ownServer('languages-words');
const DEMO_PHONE = DEMO_USER.about.phoneNumber;
/** Where the résumé's lines end on an A4 page: its width less the right margin (lib/resume-pdf/render.ts). */
const RIGHT_EDGE = 595.28 - 56;

/** German the default language's pages must never carry (none of them is a word of English or of the demo's content). */
const GERMAN = [
  de.nav.aboutMe,
  de.skills.workWith,
  de.projects.tabsLabel,
  de.a11y.skipToContent,
  de.contact.fillAllDetail,
];

/** The text of headings `level` on the page, as read (the highlight joined to its title). */
const headings = (page: Page, level: number) => page.getByRole('heading', { level }).allTextContents();
/** A message's text without its rich-text tags. */
const plain = (message: string) => message.replace(/<\/?[a-z]+>/g, '');

test.beforeAll(async () => {
  await setSiteLanguages(server.dataDir, [
    ['en', 'Published'],
    ['de', 'Published'],
    ['ar', 'Published'],
  ]);
});

test('a prefixed language’s pages read its words, and their links stay in it', async ({ page }) => {
  await page.goto(`${server.url}/de`);
  const menu = page.getByRole('navigation', { name: de.nav.mainLabel });
  const links = menu.getByRole('link');
  await expect(links).toHaveText([
    de.nav.home,
    de.nav.aboutMe,
    de.nav.educationWork,
    de.nav.skills,
    de.nav.projects,
    de.nav.contact,
  ]);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
    '/de',
    '/de/about-me',
    '/de/education-work',
    '/de/skills',
    '/de/projects',
    '/de/contact',
  ]);
  expect(await headings(page, 2)).toEqual(
    expect.arrayContaining([plain(de.about.heading), plain(de.projects.heading), plain(de.contact.heading)]),
  );
  await expect(page.getByRole('link', { name: de.banner.getInTouch })).toHaveAttribute('href', '/de/contact');
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/de?redirect=false');
  // A project's card and its page, the way back, and the next project: all in German.
  const card = page.locator('#projects a[data-link="page"]').first();
  await expect(card).toHaveAttribute('href', /^\/de\/projects\/[a-z0-9-]+$/);
  await page.goto(`${server.url}/de/projects/tidewatch`);
  await expect(page.getByRole('link', { name: de.caseStudy.back })).toHaveAttribute('href', '/de/projects');
  await expect(page.getByRole('navigation', { name: de.caseStudy.next }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/de\/projects\//,
  );
  expect(await page.title()).toContain('Tidewatch');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/projects\/tidewatch$/);

  await page.goto(`${server.url}/ar/about-me`);
  expect(await headings(page, 2)).toContain(plain(ar.about.heading));
  await expect(page.getByText(ar.about.fullName, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.nav.aboutMe);
  await expect(page.getByRole('link', { name: ar.a11y.skipToContent })).toHaveCount(1);
});

test('the default language’s pages read English, and ship no German', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  const html = await (await page.request.get(`${server.url}/`)).text();
  await page.goto(`${server.url}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: en.nav.mainLabel }).getByRole('link')).toHaveText([
    en.nav.home,
    en.nav.aboutMe,
    en.nav.educationWork,
    en.nav.skills,
    en.nav.projects,
    en.nav.contact,
  ]);
  expect(await headings(page, 2)).toEqual(expect.arrayContaining([plain(en.about.heading)]));
  expect(scripts.size).toBeGreaterThan(3);
  const found = [html, ...scripts.values()].flatMap((body) => GERMAN.filter((word) => body.includes(word)));
  expect(found).toEqual([]);
  // The same words are the German page's.
  const german = await (await page.request.get(`${server.url}/de`)).text();
  expect(GERMAN.filter((word) => !german.includes(word))).toEqual([]);
});

test('the switcher leads to the same page, query kept, in each language; by keyboard too', async ({ page }) => {
  await page.goto(`${server.url}/de/projects?tab=backend`);
  const switcher = page.locator('header details');
  const button = switcher.locator('summary');
  await expect(button).toHaveText(new RegExp(`${de.languages.current.replace('{language}', 'Deutsch')}$`));
  const list = page.getByRole('list', { name: de.languages.label });
  await expect(list).toBeHidden();

  // By keyboard: to the switcher, open it, and the first language.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  const links = list.getByRole('link');
  await expect(links).toHaveText(['English', 'Deutsch', 'العربية']);
  expect(
    await links.evaluateAll((all) =>
      all.map((a) => [a.getAttribute('lang'), a.getAttribute('hreflang'), a.getAttribute('aria-current')]),
    ),
  ).toEqual([
    ['en', 'en', null],
    ['de', 'de', 'true'],
    ['ar', 'ar', null],
  ]);
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await expect(links.first()).toHaveAttribute('href', '/projects?tab=backend');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/projects?tab=backend`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`${server.url}/de/projects?tab=backend`);
  await button.click();
  await list.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${server.url}/ar/projects?tab=backend`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: ar.projects.tabBackend })).toHaveAttribute('aria-selected', 'true');

  // Without JavaScript the links lead to the page in each language as well (without the query).
  const markup = await (await page.request.get(`${server.url}/ar/notes`)).text();
  expect(markup).toMatch(/<a href="\/notes" lang="en" hreflang="en"/i);
  expect(markup).toMatch(/<a href="\/de\/notes" lang="de" hreflang="de"/i);
});

test('the switcher holds at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/de/contact`);
  const bar = page.getByRole('banner');
  const summary = bar.locator('details summary');
  await expect(summary).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await summary.click();
  const list = page.getByRole('list', { name: de.languages.label });
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Escape closes it, the focus back on its button.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(summary).toBeFocused();
});

test('the contact form warns and refuses in the page’s language', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await page.goto(`${server.url}/de/contact`);
  const form = contactForm(page);
  const email = page.getByLabel(de.contact.yourEmail);
  await expect(page.locator('#contact-message-count')).toHaveText('0 / 5000');
  await page.locator('#contact form').getByRole('button', { name: de.contact.send }).click();
  await expect(page.getByRole('status').filter({ hasText: de.contact.fillAllDetail })).toBeVisible();
  // The server's refusal of an address it cannot use, in German too.
  await email.fill('ann@example');
  await page.getByLabel(de.contact.subject).fill('Hallo');
  await page.getByLabel(de.contact.message, { exact: true }).fill('Guten Tag');
  await form.send.click();
  const toast = page.getByRole('status').filter({ hasText: de.contact.emailError });
  await expect(toast).toContainText(de.contactErrors.invalidEmail.replace('{field}', de.contactErrors.fieldEmail));
});

test('with one language published there is no switcher', async ({ page }) => {
  // The shared test server's store names no languages: English alone.
  await page.goto('/projects');
  await expect(page.getByRole('navigation', { name: en.nav.mainLabel })).toBeVisible();
  await expect(page.locator('header details')).toHaveCount(0);
  await expect(page.getByRole('list', { name: en.languages.label })).toHaveCount(0);
  expect(await page.locator('link[hreflang]').count()).toBe(0);
});

// Every public route in each prefixed language passes axe: every rule in the light theme, the colour
// rules in the dark one (the structure is the same), as the default language's pages do.
test('every public page of each language passes axe in both themes', async ({ browser }) => {
  test.setTimeout(180_000);
  const routes = ['', '/about-me', '/education-work', '/skills', '/projects', '/contact', '/projects/tidewatch'];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const prefix of ['/de', '/ar']) {
      for (const route of routes) {
        await page.goto(`${server.url}${prefix}${route}`);
        await expect(page.locator('main')).toBeVisible();
        const check = colorScheme === 'light' ? axeViolations : axeColourViolations;
        expect(await check(page), `${prefix}${route}, ${colorScheme}`).toEqual([]);
      }
    }
    await context.close();
  }
});

test('a browser that asks for another published language is offered it, quietly, once; never sent there', async ({
  browser,
}) => {
  const german = await browser.newContext({ locale: 'de-DE' });
  const page = await german.newPage();
  const response = await page.goto(`${server.url}/projects?tab=backend`);
  // No redirect: the address asked for is the page shown.
  expect([response!.status(), new URL(page.url()).pathname]).toEqual([200, '/projects']);
  const offer = page.getByRole('complementary', { name: de.languages.suggest.replace('{language}', 'Deutsch') });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'de');
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/de/projects?tab=backend');
  // The German page offers nothing.
  await page.goto(`${server.url}/de/projects`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: /Deutsch|Español|English/ })).toHaveCount(0);
  // "No thanks" is kept.
  await page.goto(`${server.url}/`);
  await offer.getByRole('button', { name: de.languages.dismissSuggestion }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(offer).toHaveCount(0);
  await german.close();

  // An English browser on an Arabic page is offered the default language's page, in English.
  const english = await browser.newContext({ locale: 'en-US' });
  const other = await english.newPage();
  await other.goto(`${server.url}/ar/about-me`);
  const inEnglish = other.getByRole('complementary', { name: en.languages.suggest.replace('{language}', 'English') });
  await expect(inEnglish.getByRole('link')).toHaveAttribute('href', '/about-me');
  await expect(inEnglish).toHaveAttribute('dir', 'ltr');
  await english.close();
});

test('each language has its own social cards, Arabic’s drawn right to left', async ({ page, request }) => {
  const card = async (path: string) => {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
    return createHash('sha256')
      .update(await response.body())
      .digest('hex');
  };
  // The page names its own card, under its prefix.
  await page.goto(`${server.url}/de/about-me`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/de\/og\/about-me$/);
  await page.goto(`${server.url}/de/projects/tidewatch`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/de\/og\/project\/tidewatch$/);
  await page.goto(`${server.url}/ar/about-me`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/ar\/og\/about-me$/);
  // German's is drawn in German (its own label), not the default's; a project's card shows its
  // translated text (none here: the default's).
  expect(await card('/de/og/about-me')).not.toBe(await card('/og/about-me'));
  expect(await card('/de/og/project/tidewatch')).toBe(await card('/og/project/tidewatch'));
  // Arabic's is drawn in Arabic too: joined and ordered right to left before the renderer draws it
  // (tests/unit/og-rtl.test.ts), laid out from the right.
  expect(await card('/ar/og/about-me')).not.toBe(await card('/og/about-me'));
  // An unknown page of a language, and a language not published, are not cards.
  expect((await request.get(`${server.url}/de/og/no-such-page`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`${server.url}/de/og/project/no-such-project`, { maxRedirects: 0 })).status()).toBe(404);
  const unknown = await request.get(`${server.url}/fr/og/about-me`, { maxRedirects: 0 });
  expect([unknown.status(), unknown.headers().location]).toEqual([307, '/login']);
});

test('a share link has a language: its pages are shown in it, under its prefix; the form refuses one not published', async ({
  page,
  browser,
}) => {
  const L = SHARE_LINKS.labels;
  await server.signIn(page);
  await page.goto(`${server.url}${SHARE_LINKS.href}`);
  const form = page.getByRole('form', { name: L.newLink });
  const language = form.getByLabel(L.language, { exact: true });
  // The default language is chosen first; every published language is offered.
  await expect(language).toHaveValue('en');
  await expect(language.locator('option')).toHaveText([/\(en\)$/, /\(de\)$/, /\(ar\)$/]);
  await form.getByLabel(L.label, { exact: true }).fill('Berlin studio');
  await form.getByLabel(L.summary, { exact: true }).fill('Ich baue schnelle, barrierefreie Oberflächen.');
  await form.getByLabel(L.chooseProject).selectOption({ label: 'Tidewatch' });
  await form.getByRole('button', { name: L.addProject }).click();
  await language.selectOption('de');
  await form.getByRole('button', { name: L.create }).click();
  const row = page.locator('[data-share-link]', { has: page.getByRole('heading', { name: 'Berlin studio' }) });
  const address = new URL(await row.getByLabel(L.linkAddress('Berlin studio')).inputValue()).pathname;
  expect(address).toMatch(/^\/de\/for\/[A-Za-z0-9_-]{32}$/);

  // The visitor gets the link's pages in German, and stays in German.
  const visitor = await browser.newContext({ baseURL: server.url });
  const shared = await visitor.newPage();
  expect((await shared.goto(address))!.status()).toBe(200);
  await expect(shared.locator('html')).toHaveAttribute('lang', 'de');
  await expect(shared.getByRole('heading', { name: de.share.preparedFor })).toBeVisible();
  await expect(shared.locator('[data-share-summary]')).toHaveText('Ich baue schnelle, barrierefreie Oberflächen.');
  const card = shared.getByRole('main').locator('article h3 a');
  await expect(card).toHaveAttribute('href', `${address}/projects/tidewatch`);
  await card.click();
  await expect(shared.locator('html')).toHaveAttribute('lang', 'de');
  await expect(shared.getByRole('link', { name: de.share.backToOverview })).toHaveAttribute('href', address);
  // Its résumé is the German one.
  const token = address.split('/').at(-1)!;
  const resume = await shared.request.get(SHARE_LINKS.resumeHref(token), { maxRedirects: 0 });
  expect([resume.status(), resume.headers().location]).toEqual([303, '/de/resume/dark.pdf']);
  // Its pages are never indexed, and their address is never sent on as a Referer.
  const headers = (await shared.request.get(address)).headers();
  expect([headers['x-robots-tag'], headers['referrer-policy']]).toEqual([SHARE_LINKS.robotsHeader, 'no-referrer']);
  await visitor.close();

  // German taken off the site: the link keeps its language (named as unpublished) through a save.
  const visibility = async (to: 'Hidden' | 'Published') => {
    await page.goto(`${server.url}/update/site-languages`);
    await page.getByRole('region', { name: 'Site Languages list' }).getByRole('button', { name: 'Edit de' }).click();
    await page.locator('form').first().getByLabel('Visitors', { exact: true }).selectOption(to);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  };
  await visibility('Hidden');
  await page.goto(`${server.url}${SHARE_LINKS.href}`);
  await row.getByRole('button', { name: L.edit }).click();
  const hiddenForm = page.getByRole('form', { name: L.editLink('Berlin studio') });
  await expect(hiddenForm.getByLabel(L.language, { exact: true })).toHaveValue('de');
  await expect(hiddenForm.getByLabel(L.language, { exact: true }).locator('option:checked')).toHaveText(
    L.unpublishedLanguage('de', 'English'),
  );
  await hiddenForm.getByRole('button', { name: L.save }).click();
  await expect(page.getByText(SHARE_LINKS.errors.language)).toHaveCount(0);
  await visibility('Published');
  await page.goto(`${server.url}${SHARE_LINKS.href}`);
  await expect(row.getByLabel(L.linkAddress('Berlin studio'))).toHaveValue(new URL(address, server.url).href);

  // Back to the default language: the address loses its prefix (the token is the same link).
  await row.getByRole('button', { name: L.edit }).click();
  const editForm = page.getByRole('form', { name: L.editLink('Berlin studio') });
  await expect(editForm.getByLabel(L.language, { exact: true })).toHaveValue('de');
  await editForm.getByLabel(L.language, { exact: true }).selectOption('en');
  await editForm.getByRole('button', { name: L.save }).click();
  await expect(row.getByLabel(L.linkAddress('Berlin studio'))).toHaveValue(
    `${new URL(address, server.url).origin}${address.slice('/de'.length)}`,
  );

  // A language the site does not publish is refused on its field, and nothing is created.
  await page.reload();
  const fresh = page.getByRole('form', { name: L.newLink });
  await fresh.getByLabel(L.label, { exact: true }).fill('Paris studio');
  await fresh.getByLabel(L.summary, { exact: true }).fill('Bonjour.');
  await fresh
    .getByLabel(L.language, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.add(new Option('Français (fr)', 'fr'), null));
  await fresh.getByLabel(L.language, { exact: true }).selectOption('fr');
  await fresh.getByRole('button', { name: L.create }).click();
  await expect(page.getByText(SHARE_LINKS.errors.language).first()).toBeVisible();
  await expect(page.getByRole('form', { name: L.newLink }).getByLabel(L.label, { exact: true })).toHaveValue(
    'Paris studio',
  );
  await expect(
    page.locator('[data-share-link]', { has: page.getByRole('heading', { name: 'Paris studio' }) }),
  ).toHaveCount(0);
});

test('the résumé PDF exists per language, in its words; Arabic in a font that draws it, right to left', async ({
  request,
}) => {
  const pdf = async (path: string) => {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect([path, response.status(), response.headers()['content-type']]).toEqual([path, 200, 'application/pdf']);
    return (await pdfText(await response.body())).text;
  };
  // The German about page offers the German files.
  const about = await (await request.get(`${server.url}/de/about-me`)).text();
  expect(about).toContain('/de/resume/dark.pdf');
  expect(about).toContain('/de/resume/light.pdf');
  const german = await pdf('/de/resume/dark.pdf');
  for (const label of [de.resumePdf.phone, de.resumePdf.address]) expect(german).toContain(`${label}:`);
  expect(german).not.toContain(`${en.resumePdf.phone}:`);
  const english = await pdf('/resume/light.pdf');
  expect(english).toContain(`${en.resumePdf.phone}:`);
  // Arabic: its headings and labels, every line flush with the right edge, the phone number whole.
  const response = await request.get(`${server.url}/ar/resume/light.pdf`);
  const arabic = await pdfText(await response.body());
  for (const heading of [ar.resumePdf.experience, ar.resumePdf.education, ar.resumePdf.projects])
    expect(arabic.text).toContain(heading);
  expect(arabic.text).toContain(`${DEMO_PHONE} ${ar.resumePdf.phone}:`);
  expect(arabic.text).not.toContain(`${en.resumePdf.phone}:`);
  expect(arabic.textBounds.maxX).toBeCloseTo(RIGHT_EDGE, 0);
  expect((await response.body()).includes('Vazirmatn')).toBe(true);
  // Another file, or a language not published, is no résumé.
  expect((await request.get(`${server.url}/de/resume/other.pdf`, { maxRedirects: 0 })).status()).toBe(404);
  const unknown = await request.get(`${server.url}/fr/resume/dark.pdf`, { maxRedirects: 0 });
  expect([unknown.status(), unknown.headers().location]).toEqual([307, '/login']);
});
