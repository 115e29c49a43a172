import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { HISTORY } from '@/lib/content/history-words';
import { ownServer, answerDialog } from '../helpers/e2e-admin';
import { pdfText } from '../helpers/pdf-text';

// Drafts, preview and publishing, on a server of its own so no other test publishes over a draft.
const server = ownServer('drafts');
const signIn = (page: Page) => server.signIn(page);
const visitorHtml = (request: APIRequestContext, route: string) => server.markup(request, route);

const unique = (what: string) => `${what} ${randomBytes(4).toString('hex')}`;

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: DRAFTS.labels.saveDraft, exact: true }).click();
  await expect(page.getByText(DRAFTS.messages.saved).first()).toBeVisible();
}

function draftBar(page: Page, title: string) {
  return page.getByRole('region', { name: `${title}: unpublished draft` });
}

test('a draft shows in preview only, until Publish; Undo and Discard bring back what was there', async ({
  page,
  request,
}) => {
  const status = unique('Draft status');
  await signIn(page);
  await page.goto(`${server.url}/update/about-details`);
  const published = await page.getByLabel('Status').inputValue();
  await page.getByLabel('Status').fill(status);
  await saveDraft(page);
  await expect(draftBar(page, 'About Details')).toBeVisible();

  // Visitors see the published page, still served pre-rendered.
  expect(await visitorHtml(request, '/about-me')).not.toContain(status);
  expect((await request.get(`${server.url}/about-me`)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

  // The editor reopens on the draft; the dashboard lists it.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue(status);
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Unpublished drafts (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Details (draft)' })).toBeVisible();

  // Preview opens the public page with the draft applied, in a new tab.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Preview About Details/ }).click(),
  ]);
  await expect(preview).toHaveURL(`${server.url}/about-me`);
  await expect(preview.getByText(status).first()).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText(DRAFTS.messages.previewBar);
  // The preview is rendered for the owner alone: a visitor's page (HTML and its RSC payload) has
  // the published text only, while the preview is on.
  const visitorPage = await (await request.get(`${server.url}/about-me`)).text();
  expect(visitorPage).toContain(published);
  expect(visitorPage).not.toContain(status);
  const visitorData = await (await request.get(`${server.url}/about-me`, { headers: { RSC: '1' } })).text();
  expect(visitorData).toContain(published);
  expect(visitorData).not.toContain(status);
  // The preview bar leaves the top bar's owner name uncovered, at the top and scrolled, wide and narrow.
  for (const width of [1280, 360]) {
    await preview.setViewportSize({ width, height: 800 });
    for (const y of [0, 600]) {
      await preview.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(async () => {
          const bar = await preview.getByRole('complementary', { name: 'Preview' }).boundingBox();
          const name = await preview.locator('header').first().getByRole('link').first().boundingBox();
          return bar && name ? Math.round(name.y - (bar.y + bar.height)) : -1;
        })
        .toBeGreaterThanOrEqual(0);
    }
  }
  await preview.evaluate(() => window.scrollTo(0, 0));
  await preview.goto(`${server.url}/`);
  await expect(preview.getByText(status).first()).toBeVisible();
  expect(await visitorHtml(request, '/')).not.toContain(status);
  await preview.getByRole('link', { name: DRAFTS.labels.exitPreview }).click();
  await expect(preview).toHaveURL(`${server.url}/`);
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await expect(preview.getByText(status)).toHaveCount(0);
  await preview.close();

  // Publish makes it live and is a revision with an Undo.
  await page.getByRole('button', { name: 'Publish About Details' }).click();
  await expect(page.getByText(DRAFTS.messages.published).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Unpublished drafts/ })).toHaveCount(0);
  expect(await visitorHtml(request, '/about-me')).toContain(status);
  await page
    .getByRole('status')
    .filter({ hasText: DRAFTS.messages.published })
    .getByRole('button', { name: HISTORY.messages.undo })
    .click();
  await expect(page.getByText(HISTORY.messages.undone).first()).toBeVisible();
  expect(await visitorHtml(request, '/about-me')).not.toContain(status);
  await expect(page.getByRole('heading', { name: 'Unpublished drafts (1)' })).toBeVisible();

  // Discard (confirmed) drops the draft; the editor shows the published values again.
  await page.getByRole('button', { name: 'Discard About Details' }).click();
  await answerDialog(page, true, DRAFTS.messages.confirmDiscard);
  await expect(page.getByText(DRAFTS.messages.discarded).first()).toBeVisible();
  await page.goto(`${server.url}/update/about-details`);
  await expect(draftBar(page, 'About Details')).toHaveCount(0);
  await expect(page.getByLabel('Status')).toHaveValue(published);
  expect(await visitorHtml(request, '/about-me')).not.toContain(status);

  // Every step is in History.
  await page.goto(`${server.url}${HISTORY.href}?section=about`);
  for (const kind of ['Draft saved', 'Draft published', 'Draft discarded']) {
    await expect(page.getByRole('heading', { name: new RegExp(kind) }).first()).toBeVisible();
  }
});

test('a new list item saved as a draft is previewed, then published with Publish all', async ({ page, request }) => {
  const title = unique('Draft project');
  await signIn(page);
  await page.goto(`${server.url}/update/fullstack-project?item=new`);
  const form = page.getByRole('form', { name: 'Fullstack Projects item' });
  await form.getByLabel('Project image URL', { exact: true }).fill('/demo/project-2.webp');
  await form.getByLabel('Project image alt text', { exact: true }).fill(`Screenshot of ${title}`);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Tech stack', { exact: true }).fill('Next.js');
  await saveDraft(page);
  await expect(draftBar(page, 'Fullstack Projects')).toBeVisible();
  expect(await visitorHtml(request, '/projects')).not.toContain(title);

  await page.goto(`${server.url}${DRAFTS.previewHref}?section=fullstack-project`);
  await expect(page).toHaveURL(`${server.url}/projects`);
  // In the page (the Fullstack tab may not be the one shown).
  await expect(page.getByText(title).first()).toBeAttached();

  await page.goto(`${server.url}/admin`);
  await page.getByRole('button', { name: DRAFTS.labels.publishAll, exact: true }).click();
  await expect(page.getByText(DRAFTS.messages.publishedAll).first()).toBeVisible();
  expect(await visitorHtml(request, '/projects')).toContain(title);
});

test('an instant save on a section with a draft asks first, then replaces the draft', async ({ page, request }) => {
  const draft = unique('Draft quote');
  const instant = unique('Instant quote');
  await signIn(page);
  await page.goto(`${server.url}/update/home-details`);
  await page.getByLabel('Quote').fill(draft);
  await saveDraft(page);
  expect(await visitorHtml(request, '/')).not.toContain(draft);

  // Declining keeps everything as it was.
  await page.getByLabel('Quote').fill(instant);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await answerDialog(page, false, DRAFTS.messages.confirmOverwrite);
  await expect(draftBar(page, 'Home Details')).toBeVisible();
  expect(await visitorHtml(request, '/')).not.toContain(instant);
  expect(await visitorHtml(request, '/')).not.toContain(draft);
  // What was typed is still there to send (the page's refresh after the draft save keeps it).
  await expect(page.getByLabel('Quote')).toHaveValue(instant);

  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await answerDialog(page, true);
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(draftBar(page, 'Home Details')).toHaveCount(0);
  expect(await visitorHtml(request, '/')).toContain(instant);
});

test('preview is for the signed-in owner only', async ({ page, request }) => {
  // A visitor asking for preview is sent to the login, with no draft-mode cookie.
  const refused = await request.get(`${server.url}${DRAFTS.previewHref}?section=about-details`, { maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toBe('/login');
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');

  // Signed out while previewing: the published site is shown, and the bar says why.
  const status = unique('Signed-out draft');
  await signIn(page);
  await page.goto(`${server.url}/update/about-details`);
  await page.getByLabel('Status').fill(status);
  await saveDraft(page);
  await page.goto(`${server.url}${DRAFTS.previewHref}?section=about-details`);
  await expect(page.getByText(status).first()).toBeVisible();
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === '__prerender_bypass'));
  await page.goto(`${server.url}/about-me`);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(DRAFTS.messages.previewSignedOut);
  await expect(page.getByText(status)).toHaveCount(0);
});

test('the owner previewing drafts gets them in the résumé PDF, for that browser only; visitors keep the kept copy', async ({
  page,
  request,
}) => {
  const name = unique('Draft Name');
  const visitorPdf = async () => {
    const response = await request.get(`${server.url}/resume/dark.pdf`);
    expect(response.status()).toBe(200);
    return { headers: response.headers(), text: (await pdfText(await response.body())).text };
  };
  // Visitors get the PDF written once and kept, which shared caches may keep too.
  const before = await visitorPdf();
  expect(before.headers['cache-control']).toMatch(/s-maxage=\d+/);
  expect(before.headers['cache-control']).not.toMatch(/private|no-store/);

  await signIn(page);
  await page.goto(`${server.url}/update/about-details`);
  await page.getByLabel('Full name').fill(name);
  await saveDraft(page);
  await page.goto(`${server.url}${DRAFTS.previewHref}`);

  const preview = await page.request.get(`${server.url}/resume/dark.pdf`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['cache-control']).toMatch(/private/);
  expect(preview.headers()['cache-control']).toMatch(/no-store/);
  expect((await pdfText(await preview.body())).text).toContain(name);

  // The owner's preview wrote nothing visitors get.
  const after = await visitorPdf();
  expect(after.text).not.toContain(name);
  expect(after.text).toBe(before.text);
  expect(after.headers['x-nextjs-cache']).toMatch(/HIT|STALE/);

  await page.goto(`${server.url}${DRAFTS.exitPreviewHref}`);
  await page.goto(`${server.url}/update/about-details`);
  await page.getByRole('button', { name: 'Discard About Details' }).click();
  await answerDialog(page, true);
  await expect(page.getByText(DRAFTS.messages.discarded).first()).toBeVisible();
});
