/**
 * The owner's text in another language (issue 41): /admin/translate shows each field beside the
 * default language's text, saves a section all or nothing, and a prefixed page shows the
 * translation where there is one and the default's text elsewhere. On a server of its own.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { DEMO_USER } from '@/lib/content/demo';
import { HISTORY } from '@/lib/content/history-words';
import { DRAFTS } from '@/lib/content/drafts-words';
import { ADMIN_SETTINGS } from '@/lib/admin/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { ownServer } from '../helpers/e2e-admin';
import { axeViolations } from './axe';
import { setSiteLanguages } from '../helpers/languages';
import { pdfText } from '../helpers/pdf-text';

const server = ownServer('translations');
const STATUS = DEMO_USER.about.status;

test.beforeAll(async () => {
  await setSiteLanguages(server.dataDir, [
    ['en', 'Published'],
    ['de', 'Published'],
    ['ar', 'Hidden'],
    ['fr', 'Published'],
  ]);
});

const aboutForm = (page: Page) => page.getByRole('region', { name: /^About Details/ });

test('a translated field shows on the language’s pages, the others fall back, and the count of what is missing follows', async ({
  page,
  request,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}`);
  const tabs = page.getByRole('navigation', { name: TRANSLATE.languagesLabel }).getByRole('link');
  await expect(tabs).toHaveText([
    'English, default',
    /^German, \d+ missing$/,
    /^Arabic \(hidden\), \d+ missing$/,
    /^French, \d+ missing$/,
  ]);
  const german = tabs.nth(1);
  const before = Number(/(\d+) missing/.exec((await german.textContent()) ?? '')![1]);
  expect(await axeViolations(page)).toEqual([]);

  const form = aboutForm(page);
  // Each field shows the default language's text it translates.
  await expect(form.getByText(`In English: ${STATUS}`, { exact: true })).toBeAttached();
  const status = form.getByLabel('Status', { exact: true });
  await expect(status).toHaveAttribute('lang', 'de');
  await status.fill('Entwicklerin mit Leidenschaft');
  await form.getByRole('button', { name: TRANSLATE.save }).click();
  await expect(page.getByText(TRANSLATE.saved)).toBeVisible();

  await page.reload();
  await expect(german).toHaveText(`German, ${before - 1} missing`);
  await expect(aboutForm(page).getByLabel('Status', { exact: true })).toHaveValue('Entwicklerin mit Leidenschaft');

  // The German page shows it; the default language's page does not; an untranslated field falls back.
  const germanPage = await (await request.get(`${server.url}/de/about-me`)).text();
  expect(germanPage).toContain('Entwicklerin mit Leidenschaft');
  expect(germanPage).toContain(DEMO_USER.about.fullName);
  const english = await (await request.get(`${server.url}/about-me`)).text();
  expect(english).not.toContain('Entwicklerin mit Leidenschaft');
  expect(english).toContain(STATUS);
});

test('resume.json and the notes feed exist per published language, in its text and words', async ({
  page,
  request,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=de`);
  const home = page.getByRole('region', { name: /^Home Details/ });
  await home.getByLabel('Detail', { exact: true }).fill('Ich baue schnelle Websites.');
  await home.getByRole('button', { name: TRANSLATE.save }).click();
  await expect(page.getByText(TRANSLATE.saved)).toBeVisible();

  const resume = await request.get(`${server.url}/de/resume.json`);
  expect(resume.headers()['content-type']).toContain('application/json');
  expect((await resume.json()).basics.summary).toBe('Ich baue schnelle Websites.');
  expect((await (await request.get(`${server.url}/resume.json`)).json()).basics.summary).not.toBe(
    'Ich baue schnelle Websites.',
  );

  // The home page's schema.org Person, in the language's text.
  const person = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(
    await (await request.get(`${server.url}/de`)).text(),
  );
  expect(JSON.parse(person![1]).description).toBe('Ich baue schnelle Websites.');

  // The German résumé PDF: the status translated in the test before, where the English one keeps its own.
  const pdf = async (path: string) => (await pdfText(await (await request.get(`${server.url}${path}`)).body())).text;
  expect(await pdf('/de/resume/dark.pdf')).toContain('Entwicklerin mit Leidenschaft');
  expect(await pdf('/resume/dark.pdf')).toContain(STATUS);

  const feed = await (await request.get(`${server.url}/de/notes/feed.xml`)).text();
  expect(feed).toContain('<language>de</language>');
  expect(feed).toContain(`<title>Notizen von ${DEMO_USER.about.fullName}</title>`);
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map(([, href]) => new URL(href).pathname);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) expect(link).toMatch(/^\/de\/notes(\/|$)/);
  // A hidden language has neither.
  for (const path of ['/ar/resume.json', '/ar/notes/feed.xml'])
    expect([path, (await request.get(`${server.url}${path}`, { maxRedirects: 0 })).status()]).toEqual([path, 307]);
});

test('a gallery image’s alt text in German is on the German project page; the English page keeps its own', async ({
  page,
  request,
}) => {
  const tidewatch = Object.values(DEMO_USER.frontendProjects).find((p) => p.title === 'Tidewatch')!;
  const [, second] = tidewatch.gallery as { image: string; alt: string }[];
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=de`);
  const project = page
    .getByRole('region', { name: /^Frontend Projects/ })
    .getByRole('group', { name: 'Tidewatch', exact: true });
  const alt = project.getByLabel('Gallery image 2 alt text', { exact: true });
  await expect(alt).toHaveAccessibleDescription(new RegExp(`^In English: ${second.alt}`));
  await alt.fill('Die Einstellungen von Tidewatch');
  await page
    .getByRole('region', { name: /^Frontend Projects/ })
    .getByRole('button', { name: TRANSLATE.save })
    .click();
  await expect(page.getByText(TRANSLATE.saved)).toBeVisible();
  const german = await (await request.get(`${server.url}/de/projects/${tidewatch.slug}`)).text();
  expect(german).toContain('alt="Die Einstellungen von Tidewatch"');
  const english = await (await request.get(`${server.url}/projects/${tidewatch.slug}`)).text();
  expect(english).not.toContain('Die Einstellungen von Tidewatch');
  expect(english).toContain(`alt="${second.alt}"`);
});

test('the owner gives French the site’s words from a file: a refused file changes nothing and says why; Remove brings English back', async ({
  page,
  request,
}) => {
  const FRENCH = 'Avec quoi je travaille';
  const frenchSkills = async () => (await request.get(`${server.url}/fr/skills`)).text();
  expect(await frenchSkills()).toContain(`>${en.skills.workWith}<`);
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=fr`);
  const card = page.getByRole('region', { name: 'The site’s words in French' });
  await expect(card).toContainText('The site comes with no words in French');
  // The file to start from: every message, as shown now (English here).
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: TRANSLATE.wordsDownload }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fr.json');
  const words = JSON.parse(readFileSync(await download.path(), 'utf8')) as typeof en;
  expect(words).toEqual(en);

  // A message using an argument the site does not give: nothing is stored, the file stays chosen.
  const input = card.getByLabel(TRANSLATE.wordsFile);
  const upload = async (value: unknown) => {
    await input.setInputFiles({
      name: 'fr.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(value)),
    });
    await card.getByRole('button', { name: TRANSLATE.wordsUpload }).click();
  };
  await upload({ ...words, skills: { ...words.skills, workWith: FRENCH, emptySkills: 'Rien {who}' } });
  await expect(card.getByRole('listitem').filter({ hasText: '“skills.emptySkills” uses {who}' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('fr.json');
  expect(await frenchSkills()).not.toContain(FRENCH);

  await upload({ nav: { skills: 'Compétences' }, skills: { workWith: FRENCH } });
  await expect(page.getByText(TRANSLATE.wordsUploaded)).toBeVisible();
  await expect(card).toContainText('2 of the site’s');
  const french = await frenchSkills();
  expect(french).toContain(`>${FRENCH}<`);
  expect(french).toContain('>Compétences<');
  expect(await (await request.get(`${server.url}/skills`)).text()).not.toContain(FRENCH);

  await card.getByRole('button', { name: TRANSLATE.wordsRemove }).click();
  await expect(page.getByText(TRANSLATE.wordsRemoved)).toBeVisible();
  await expect(card).toContainText('The site comes with no words in French');
  expect(await frenchSkills()).not.toContain(FRENCH);
});

test('a refused or conflicting save stores nothing and keeps what was typed', async ({ page, context }) => {
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=de`);
  const status = aboutForm(page).getByLabel('Status', { exact: true });
  await status.fill('x'.repeat(500));
  await aboutForm(page).getByRole('button', { name: TRANSLATE.save }).click();
  await expect(aboutForm(page).getByText(/Status must be at most/)).toBeVisible();
  await expect(status).toHaveValue('x'.repeat(500));

  // Two tabs on the same translation: the second save is refused, its text kept.
  const other = await context.newPage();
  await other.goto(`${server.url}${TRANSLATE.href}?lang=de`);
  await page.reload();
  await aboutForm(page).getByLabel('Status', { exact: true }).fill('Erster Tab');
  await aboutForm(page).getByRole('button', { name: TRANSLATE.save }).click();
  await expect(page.getByText(TRANSLATE.saved)).toBeVisible();
  await aboutForm(other).getByLabel('Status', { exact: true }).fill('Zweiter Tab');
  await aboutForm(other).getByRole('button', { name: TRANSLATE.save }).click();
  await expect(other.getByText(/changed in another tab/).first()).toBeVisible();
  await expect(aboutForm(other).getByLabel('Status', { exact: true })).toHaveValue('Zweiter Tab');
  await other.reload();
  await expect(aboutForm(other).getByLabel('Status', { exact: true })).toHaveValue('Erster Tab');
});

test('a translation saved is in History: Undo takes it back on the pages and in the form', async ({
  page,
  request,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=de`);
  const status = aboutForm(page).getByLabel('Status', { exact: true });
  const earlier = await status.inputValue();
  await status.fill('Entwicklerin, die man rückgängig machen kann');
  await aboutForm(page).getByRole('button', { name: TRANSLATE.save }).click();
  await expect(page.getByText(TRANSLATE.saved).first()).toBeVisible();
  expect(await (await request.get(`${server.url}/de/about-me`)).text()).toContain('rückgängig');

  // History lists it under Translations, with what changed and where.
  const history = await page.context().newPage();
  await history.goto(`${server.url}${HISTORY.href}?section=translations`);
  const entry = history.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first();
  await expect(entry).toContainText(TRANSLATE.title);
  await expect(entry).toContainText('de › About Details › status');
  await expect(entry).toContainText('Entwicklerin, die man rückgängig machen kann');
  await history.close();

  // The Undo the save offered: the German page and the form are back to the text before.
  await page.getByRole('status').getByRole('button', { name: HISTORY.messages.undo }).click();
  await expect(page.getByText(HISTORY.messages.undone)).toBeVisible();
  expect(await (await request.get(`${server.url}/de/about-me`)).text()).not.toContain('rückgängig');
  await expect(aboutForm(page).getByLabel('Status', { exact: true })).toHaveValue(earlier);
});

test('at 390 px the translation pages and the résumé import hold: nothing sticks out sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await server.signIn(page);
  await page.goto(`${server.url}${TRANSLATE.href}?lang=ar`);
  await expect(aboutForm(page).getByLabel('Status', { exact: true })).toHaveAttribute('dir', 'rtl');
  const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The default language's tab (its words card), and Settings with the résumé's language choice.
  for (const [path, shown] of [
    [`${TRANSLATE.href}?lang=en`, TRANSLATE.wordsDownload],
    [ADMIN_SETTINGS.href, JSON_RESUME.languageLabel],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
});

test('a JSON Resume in German translates the site’s entries into German, in one revision; the English site keeps its own', async ({
  page,
  request,
}) => {
  const resume = await (await request.get(`${server.url}/resume.json`)).json();
  const [, pinecone] = Object.values(DEMO_USER.workTimeline);
  const work = resume.work.find((entry: { startDate: string }) => entry.startDate === pinecone.startdate);
  work.position = 'Frontend-Entwicklerin';
  resume.basics.summary = 'Ich baue barrierefreie Websites, schnell.';
  resume.work.push({ name: 'Nirgendwo', position: 'Gast', startDate: '2001-01-01' });

  await server.signIn(page);
  await page.goto(`${server.url}${ADMIN_SETTINGS.href}`);
  const panel = page.getByRole('region', { name: JSON_RESUME.title });
  await panel.getByLabel(JSON_RESUME.languageLabel).selectOption({ label: 'German' });
  await panel.getByLabel(JSON_RESUME.fileLabel).setInputFiles({
    name: 'lebenslauf.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(resume)),
  });
  await panel.getByRole('button', { name: JSON_RESUME.check }).click();
  // What would change: the German translations alone, and the entry the site has no match for.
  await expect(panel.getByRole('heading', { name: JSON_RESUME.translationsTitle('German') })).toBeVisible();
  await expect(panel.getByText('Frontend-Entwicklerin, Pinecone Labs').first()).toBeVisible();
  await expect(panel.getByText(/work \d+ \(Nirgendwo\): no entry of the site has the same dates/)).toBeVisible();
  await panel.getByRole('button', { name: JSON_RESUME.confirm }).click();
  await expect(page.getByText(/JSON Resume imported/).first()).toBeVisible();

  const german = await (await request.get(`${server.url}/de/education-work`)).text();
  expect(german).toContain('Frontend-Entwicklerin, Pinecone Labs');
  expect(german).not.toContain('Nirgendwo');
  expect(await (await request.get(`${server.url}/de`)).text()).toContain('Ich baue barrierefreie Websites, schnell.');
  const english = await (await request.get(`${server.url}/education-work`)).text();
  expect(english).toContain(pinecone.title);
  expect(english).not.toContain('Frontend-Entwicklerin');
  expect(english).not.toContain('Nirgendwo');
});

test('a translation saved as a draft shows only in the owner’s preview, in its language (a hidden one too), until Publish', async ({
  page,
  request,
}) => {
  const DRAFT_DE = 'Entwurf: Entwicklerin';
  const DRAFT_AR = 'مسودة: مطورة';
  await server.signIn(page);
  for (const [lang, text] of [
    ['de', DRAFT_DE],
    ['ar', DRAFT_AR],
  ] as const) {
    await page.goto(`${server.url}${TRANSLATE.href}?lang=${lang}`);
    const form = aboutForm(page);
    await form.getByLabel('Status', { exact: true }).fill(text);
    await form.getByRole('button', { name: DRAFTS.labels.saveDraft }).click();
    await expect(page.getByText(DRAFTS.messages.saved)).toBeVisible();
  }
  // The form shows the draft; the bar offers Preview, Publish and Discard.
  await page.reload();
  await expect(aboutForm(page).getByLabel('Status', { exact: true })).toHaveValue(DRAFT_AR);
  const bar = page.getByRole('region', { name: `${TRANSLATE.title}: unpublished draft` });
  await expect(bar).toContainText('2 translated texts changed');

  // Visitors see neither; the hidden language has no pages for them.
  expect(await (await request.get(`${server.url}/de/about-me`)).text()).not.toContain(DRAFT_DE);
  expect((await request.get(`${server.url}/ar/about-me`, { maxRedirects: 0 })).status()).toBe(307);

  // The owner's preview opens on the language's home page, and shows the draft on every page of it.
  const preview = page.waitForEvent('popup');
  await bar.getByRole('link', { name: /Preview in Arabic/ }).click();
  const tab = await preview;
  await expect(tab).toHaveURL(`${server.url}/ar`);
  await tab.goto(`${server.url}/ar/about-me`);
  await expect(tab.locator('main')).toContainText(DRAFT_AR);
  await tab.goto(`${server.url}/de/about-me`);
  await expect(tab.locator('main')).toContainText(DRAFT_DE);
  await tab.goto(`${server.url}${DRAFTS.exitPreviewHref}`);
  await tab.close();

  await bar.getByRole('button', { name: `${DRAFTS.labels.publish} ${TRANSLATE.title}` }).click();
  await expect(bar).toBeHidden();
  expect(await (await request.get(`${server.url}/de/about-me`)).text()).toContain(DRAFT_DE);
});
