import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localCopyKey } from '@/components/admin/local-copy';
import { LOCAL_COPY, ADMIN_ERRORS } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { NOTES } from '@/lib/content/notes-words';
import { formHydrated, ownServer } from '../helpers/e2e-admin';
import { axeViolations } from './axe';

// The note editor as the owner uses it, at 390 and 1440 px: an image from the media library put
// in at the caret, the live preview (side by side, or Write / Preview tabs on a phone), a chosen
// slug whose old address redirects, unsaved text kept through a closed tab, and a note dated
// later hidden from visitors. On a server of its own: its notes must not meet other specs' pages.
const server = ownServer('note-editor');

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const token = randomBytes(3).toString('hex');
const EDITOR = `/update/${NOTES.admin.slug}`;
const form = (page: Page) => page.getByRole('form', { name: 'Notes item' });
const body = (page: Page) => form(page).getByLabel('Body', { exact: true });
const preview = (page: Page) => form(page).getByRole('region', { name: NOTES.admin.previewLabel });

async function openEditor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await server.signIn(page);
  await page.goto(`${server.url}${EDITOR}?item=new`);
  await formHydrated(page, 'main form');
  return { context, page };
}

/** Every field of a new note but its body and slug; the body is the test's. */
async function fillNote(
  page: Page,
  title: string,
  { date = '2026-03-05', cover = '/demo/project-1.webp', coverAlt = 'A dashboard' } = {},
) {
  await form(page).getByLabel('Title', { exact: true }).fill(title);
  await form(page).getByLabel('Summary', { exact: true }).fill('A note written in the editor.');
  await form(page).getByLabel('Tags', { exact: true }).fill('editor');
  await form(page).getByLabel('Published date', { exact: true }).fill(date);
  await page.getByLabel('Cover image URL').fill(cover);
  await page.getByLabel('Cover image alt text').fill(coverAlt);
}

/** The caret at the end of the body. */
const caretAtEnd = (page: Page) =>
  body(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));

/** The editor in a new tab of the same browser (its localStorage), as after closing the tab. */
async function reopen(page: Page): Promise<Page> {
  const next = await page.context().newPage();
  await page.close({ runBeforeUnload: false });
  await next.goto(`${server.url}${EDITOR}?item=new`);
  await formHydrated(next, 'main form');
  return next;
}

async function status(request: APIRequestContext, route: string): Promise<{ code: number; location?: string }> {
  const response = await request.get(`${server.url}${route}`, { maxRedirects: 0 });
  return { code: response.status(), location: response.headers().location?.split(', ')[0] };
}

test('1440 px: Insert image puts a library image at the caret, the preview renders it beside the text, axe is clean', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await openEditor(browser, WIDE);
  // An upload in the library (through the cover's file field): the library knows no alt text for it yet.
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Cover image file').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByLabel('Cover image URL')).toHaveValue(/^\/media\/[A-Za-z0-9_-]+$/);
  const image = await page.getByLabel('Cover image URL').inputValue();

  await body(page).fill('Intro.\n\nOutro.');
  await body(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 7));
  await form(page).getByRole('button', { name: NOTES.admin.insertImage }).click();
  const dialog = page.getByRole('dialog', { name: MEDIA_LIBRARY.pickerTitle('Body') });
  await dialog.locator(`button[data-media-id="${image.split('/').pop()}"]`).click();
  await expect(dialog).toBeHidden();
  const placeholder = NOTES.admin.imageAltPlaceholder;
  await expect(body(page)).toHaveValue(`Intro.\n![${placeholder}](${image})\nOutro.`);
  await expect(body(page)).toBeFocused();
  // The placeholder is selected: typing replaces it.
  expect(
    await body(page).evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd)),
  ).toBe(placeholder);
  await page.keyboard.type('A green square');
  await expect(body(page)).toHaveValue(`Intro.\n![A green square](${image})\nOutro.`);

  // The preview, beside the text: the public page's rendering, with the image and highlighted code.
  await caretAtEnd(page);
  await body(page).pressSequentially('\n\n## Code\n\n```ts\nconst a = 1;\n```');
  const pane = preview(page);
  await expect(pane.getByRole('img', { name: 'A green square' })).toHaveAttribute('src', image);
  await expect(pane.getByRole('heading', { name: 'Code' })).toBeVisible();
  await expect(pane.locator('pre.shiki')).toHaveText('const a = 1;');
  const textBox = await body(page).boundingBox();
  const paneBox = await pane.boundingBox();
  expect(paneBox!.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
  await expect(form(page).getByRole('tablist')).toHaveCount(0);

  // The library knows the alt text once a saved note uses the image with one: it comes with it.
  await fillNote(page, `Pictures ${token}`, { cover: image, coverAlt: 'A green square on white' });
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  await body(page).fill('Start ');
  await caretAtEnd(page);
  await form(page).getByRole('button', { name: NOTES.admin.insertImage }).click();
  await dialog.getByRole('button', { name: MEDIA_LIBRARY.pickLabel('A green square on white') }).click();
  await expect(body(page)).toHaveValue(`Start ![A green square on white](${image})`);

  expect(await axeViolations(page, ['main'])).toEqual([]);
  await context.close();
});

test('390 px: Write and Preview are tabs (arrow keys), the preview renders on the server, axe is clean', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openEditor(browser, PHONE);
  const tabs = form(page).getByRole('tablist', { name: NOTES.admin.viewsLabel });
  const write = tabs.getByRole('tab', { name: NOTES.admin.write });
  const show = tabs.getByRole('tab', { name: NOTES.admin.preview });
  await expect(write).toHaveAttribute('aria-selected', 'true');
  await body(page).fill('# Phone heading\n\nSome *text* and <b>html</b>.');
  expect(await axeViolations(page, ['main'])).toEqual([]);

  await write.focus();
  await page.keyboard.press('ArrowRight');
  await expect(show).toBeFocused();
  await expect(show).toHaveAttribute('aria-selected', 'true');
  await expect(body(page)).toBeHidden();
  const panel = form(page).getByRole('tabpanel', { name: NOTES.admin.preview });
  await expect(panel.getByRole('heading', { name: 'Phone heading' })).toBeVisible();
  await expect(panel).toContainText('<b>html</b>');
  await expect(panel.locator('em')).toHaveText('text');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  expect(await axeViolations(page, ['main'])).toEqual([]);

  await page.keyboard.press('ArrowLeft');
  await expect(write).toBeFocused();
  await expect(body(page)).toBeVisible();
  await context.close();
});

test('a chosen slug is the address, a taken one is refused on the field, and a changed one redirects', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openEditor(browser, WIDE);
  const first = `chosen-${token}`;
  await fillNote(page, `A title that is not the address ${token}`);
  await body(page).fill('Body of the chosen address.');
  await form(page).getByLabel('Slug', { exact: true }).fill(first);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  expect((await status(request, NOTES.pageHref(first))).code).toBe(200);

  // Bad input changes nothing and says why, on the field; what was typed stays.
  await fillNote(page, `Another ${token}`);
  await body(page).fill('Another body.');
  const slug = form(page).getByLabel('Slug', { exact: true });
  await slug.fill('Not A Slug');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toBeFocused();
  await slug.fill(first);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(
    form(page).getByText(NOTES.admin.slugTaken(first, `A title that is not the address ${token}`, false)),
  ).toBeVisible();
  await expect(body(page)).toHaveValue('Another body.');

  // Changing it moves the note: the old address redirects for good. (The error stays until dismissed.)
  await page.getByRole('button', { name: ADMIN_ERRORS.dismissLabel }).first().click();
  await page.getByRole('button', { name: `Edit A title that is not the address ${token}` }).click();
  // The form is the note's now (the refused new one held the same slug).
  await expect(page.getByRole('heading', { name: /^Edit “A title that is not the address/ })).toBeFocused();
  await expect(form(page).getByLabel('Slug', { exact: true })).toHaveValue(first);
  const second = `moved-${token}`;
  await form(page).getByLabel('Slug', { exact: true }).fill(second);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  expect(await status(request, NOTES.pageHref(first))).toEqual({ code: 308, location: NOTES.pageHref(second) });
  expect((await status(request, NOTES.pageHref(second))).code).toBe(200);
  await context.close();
});

test('unsaved text survives a closed tab: offered back (Restore / Discard), cleared once saved', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openEditor(browser, WIDE);
  const title = `Kept through a closed tab ${token}`;
  await fillNote(page, title);
  await body(page).fill('Typed, then the tab was closed.');
  const key = localCopyKey(NOTES.admin.slug, '');
  await page.waitForFunction((k) => window.localStorage.getItem(k)?.includes('the tab was closed') ?? false, key);
  let again = await reopen(page);
  const offer = form(again).getByRole('group', { name: LOCAL_COPY.label });
  await expect(offer.getByRole('status')).toHaveText(/^Restore unsaved text from \d\d:\d\d\?$/);
  // Never applied by itself.
  await expect(body(again)).toHaveValue('');
  await offer.getByRole('button', { name: LOCAL_COPY.restore }).click();
  await expect(body(again)).toHaveValue('Typed, then the tab was closed.');
  await expect(form(again).getByLabel('Title', { exact: true })).toHaveValue(title);
  expect(await axeViolations(again, ['main'])).toEqual([]);

  // Leaving still asks (the unsaved-changes guard); saving clears the copy.
  let asked = '';
  again.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await again.getByRole('link', { name: BUTTON_LABELS.back, exact: true }).click();
  await expect.poll(() => asked).not.toBe('');
  await again.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(again.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  expect(await again.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();

  // Discard: the copy goes, the form keeps what is stored.
  await body(again).fill('Typed and discarded.');
  await again.waitForFunction((k) => window.localStorage.getItem(k)?.includes('discarded') ?? false, key);
  again = await reopen(again);
  await form(again).getByRole('button', { name: LOCAL_COPY.discard }).click();
  await expect(body(again)).toHaveValue('');
  expect(await again.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();
  await context.close();
});

test('a note dated later is scheduled: hidden from the list, its page, the feed and the sitemap; the admin says when', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openEditor(browser, WIDE);
  const title = `Scheduled ${token}`;
  await fillNote(page, title, { date: '2099-12-05' });
  await body(page).fill('Not yet.');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  const list = page.getByRole('region', { name: `${NOTES.admin.title} list` });
  await expect(list.getByText(`${title} · 05/12/2099 · ${NOTES.admin.scheduledFor('5 December 2099')}`)).toBeVisible();

  const slug = `scheduled-${token}`;
  expect(await server.markup(request, NOTES.href)).not.toContain(title);
  expect((await status(request, NOTES.pageHref(slug))).code).toBe(307);
  expect(await (await request.get(`${server.url}${NOTES.feedHref}`)).text()).not.toContain(title);
  expect(await (await request.get(`${server.url}/sitemap.xml`)).text()).not.toContain(NOTES.pageHref(slug));
  await context.close();
});
