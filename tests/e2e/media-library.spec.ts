/**
 * Issue 29 (part 4): the media library, and backups that carry the images. Two servers of the
 * spec's own (two data folders): on the first the owner picks an already uploaded image in an
 * image field instead of uploading again, sees every upload with its size, usage and alt text in
 * the library, deletes one nothing uses and is refused (with where it is used) for one in use.
 * The backup exported there is imported into the second, empty site after a preview and the
 * owner's yes: every image comes back under the same address, and so do the inbox, History,
 * insights, drafts and share links with their counts. Last, back on the first site, the owner
 * replaces the avatar in place and the public page shows the new image at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readPrivateParts } from '@/lib/backup/parts';
import { BACKUP_PARTS, BACKUP_MEDIA } from '@/lib/backup/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { ADMIN_MESSAGES, ADMIN_SETTINGS } from '@/lib/admin/words';
import { saveDraft } from '@/lib/content/drafts';
import { recordRevision } from '@/lib/content/history';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { recordTally } from '@/lib/insights/daily';
import { createShareLink } from '@/lib/share-links/links';
import { recordLinkEvent } from '@/lib/share-links/stats';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import type { Store } from '@/lib/store/types';
import { formatSize } from '@/lib/media/format-size';
import { ownServer } from '../helpers/e2e-admin';
import { axeViolations } from './axe';

// Serial, on a server of the spec's own (the restore below gets a second, empty one).
const site = ownServer('media-a');

const ALT = 'The owner at a whiteboard, smiling';
let picked = '';
let unused = '';

async function upload(page: Page, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await page.request.post(`${site.url}/api/admin/media`, {
    headers: { Origin: site.url },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('an image already uploaded is picked in an image field, saved, and the public page shows it', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  picked = await upload(page, '#d33');
  unused = await upload(page, '#33d');

  await page.goto(`${site.url}/update/about-details`);
  const avatar = page.getByRole('group', { name: 'Avatar' });
  await avatar.getByRole('button', { name: MEDIA_LIBRARY.chooseLabel }).click();
  const dialog = page.getByRole('dialog', { name: MEDIA_LIBRARY.pickerTitle('Avatar') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Use / })).toHaveCount(2);
  await dialog.locator(`button[data-media-id="${picked}"]`).click();
  await expect(dialog).toBeHidden();
  await expect(avatar.getByLabel('Avatar URL')).toHaveValue(`/media/${picked}`);
  // The demo portrait's alt text does not stay with another picture: none is known for this one,
  // so the field is emptied and focused for the owner to write it.
  await expect(avatar.getByLabel('Avatar alt text')).toHaveValue('');
  await expect(avatar.getByLabel('Avatar alt text')).toBeFocused();
  await avatar.getByLabel('Avatar alt text').fill(ALT);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  const html = await site.markup(request, '/about-me');
  expect(html.includes(encodeURIComponent(`/media/${picked}`)) || html.includes(`/media/${picked}`)).toBe(true);
  expect(html).toContain(ALT);
  // No second upload: still the two files.
  const listed = await page.request.get(`${site.url}/api/admin/media`);
  expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(2);

  // Picked again elsewhere, the image brings the alt text written for it.
  await page.goto(`${site.url}/update/frontend-project?item=new`);
  const image = page.getByRole('group', { name: 'Project image' });
  await image.getByLabel('Project image alt text').fill('Text for another picture');
  await image.getByRole('button', { name: MEDIA_LIBRARY.chooseLabel }).click();
  await page
    .getByRole('dialog', { name: MEDIA_LIBRARY.pickerTitle('Project image') })
    .locator(`button[data-media-id="${picked}"]`)
    .click();
  await expect(image.getByLabel('Project image alt text')).toHaveValue(ALT);
});

test('the library lists size, usage and alt text; deletes what nothing uses and refuses what is in use', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  await page.goto(`${site.url}/admin`);
  await page.getByRole('main').getByRole('link', { name: MEDIA_LIBRARY.title }).click();
  await expect(page).toHaveURL(/\/view\/media$/);
  await expect(page.getByRole('heading', { name: MEDIA_LIBRARY.title, level: 1 })).toBeVisible();

  const used = page.locator(`li[data-media-id="${picked}"]`);
  const size = (await (await request.get(`${site.url}/media/${picked}`)).body()).length;
  await expect(used).toContainText(`Size${formatSize(size)} (image/webp)`);
  await expect(used).toContainText('About Details › Avatar');
  await expect(used).toContainText(ALT);
  const spare = page.locator(`li[data-media-id="${unused}"]`);
  await expect(spare).toContainText(MEDIA_LIBRARY.notUsed);
  await expect(spare).toContainText(MEDIA_LIBRARY.noAlt);

  // In use: said at once, nothing asked, nothing deleted.
  await used.getByRole('button', { name: /^Delete / }).click();
  await expect(used.getByRole('alert')).toHaveText(MEDIA_LIBRARY.inUse(['About Details › Avatar']));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await request.get(`${site.url}/media/${picked}`)).status()).toBe(200);

  // Unused: the site's own question; Cancel (focused first) keeps it, Delete takes it away.
  await spare.getByRole('button', { name: /^Delete / }).click();
  const question = page.getByRole('dialog', { name: MEDIA_LIBRARY.confirmTitle });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: ADMIN_MESSAGES.cancel })).toBeFocused();
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(spare).toHaveCount(1);
  await spare.getByRole('button', { name: /^Delete / }).click();
  await question.getByRole('button', { name: MEDIA_LIBRARY.deleteLabel, exact: true }).click();
  await expect(spare).toHaveCount(0);
  expect((await request.get(`${site.url}/media/${unused}`)).status()).toBe(404);
});

test('an image only History holds can be deleted: the question says restoring shows a placeholder', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  const historic = await upload(page, '#3d3');
  const store = new EmbeddedStore(site.dataDir);
  try {
    const cube = (await store.get<Record<string, string>>(`${USER_PATH_KEY}/skillsCubeImg`))!;
    await recordRevision(store, 'save', {
      skillsCubeImg: { before: { ...cube, image1: `/media/${historic}` }, after: cube },
    });
  } finally {
    await store.close();
  }
  await page.goto(`${site.url}${MEDIA_LIBRARY.href}`);
  const item = page.locator(`li[data-media-id="${historic}"]`);
  await expect(item).toContainText(MEDIA_LIBRARY.historyOnly(1));
  const button = item.getByRole('button', { name: /^Delete / });
  const name = (await button.getAttribute('aria-label'))!.replace(/^Delete /, '');
  await button.click();
  const question = page.getByRole('dialog', { name: MEDIA_LIBRARY.confirmTitle });
  await expect(question).toContainText(MEDIA_LIBRARY.confirmDelete(name, 1));
  await question.getByRole('button', { name: MEDIA_LIBRARY.deleteLabel, exact: true }).click();
  await expect(item).toHaveCount(0);
  expect((await request.get(`${site.url}/media/${historic}`)).status()).toBe(404);
});

test('the owner uploads into the library (the same file twice is one upload), searches, filters and deletes all unused', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  const held = await upload(page, '#3dd');
  const store = new EmbeddedStore(site.dataDir);
  try {
    const cube = (await store.get<Record<string, string>>(`${USER_PATH_KEY}/skillsCubeImg`))!;
    await recordRevision(store, 'save', {
      skillsCubeImg: { before: { ...cube, image2: `/media/${held}` }, after: cube },
    });
  } finally {
    await store.close();
  }
  await page.goto(`${site.url}${MEDIA_LIBRARY.href}`);
  const png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#a3c' } })
    .png()
    .toBuffer();
  const file = { name: 'Team offsite.png', mimeType: 'image/png', buffer: png };
  const fileInput = page.getByLabel(MEDIA_LIBRARY.uploadLabel);
  await fileInput.setInputFiles(file);
  await page.getByRole('button', { name: MEDIA_LIBRARY.uploadButton, exact: true }).click();
  await expect(page.getByText(MEDIA_LIBRARY.uploadedName(file.name))).toBeVisible();
  const named = page.getByRole('listitem', { name: file.name, exact: true });
  await expect(named).toHaveCount(1);
  await expect(named).toContainText(MEDIA_LIBRARY.notUsed);
  // The same file again: the one already stored is answered, nothing is added.
  await fileInput.setInputFiles(file);
  await page.getByRole('button', { name: MEDIA_LIBRARY.uploadButton, exact: true }).click();
  await expect(page.getByText(MEDIA_LIBRARY.alreadyStored(file.name))).toBeVisible();
  await expect(named).toHaveCount(1);

  type Listed = { id: string; used: boolean; name?: string };
  const listed = async () =>
    ((await (await page.request.get(`${site.url}/api/admin/media`)).json()) as { items: Listed[] }).items;
  const items = await listed();
  expect(items.filter((item) => item.name === file.name)).toHaveLength(1);
  const total = items.length;
  const unusedCount = items.filter((item) => !item.used).length;
  expect(unusedCount).toBeGreaterThanOrEqual(1);

  // Search by file name, by alt text, and filter by kind; all in the page's address.
  const search = page.getByRole('search');
  await search.getByLabel(MEDIA_LIBRARY.searchLabel).fill('OFFSITE');
  await search.getByRole('button', { name: MEDIA_LIBRARY.searchButton }).click();
  await expect(page).toHaveURL(/[?&]q=OFFSITE/);
  await expect(page.getByText(MEDIA_LIBRARY.counted(1, total))).toBeVisible();
  await expect(named).toHaveCount(1);
  await search.getByLabel(MEDIA_LIBRARY.searchLabel).fill('whiteboard');
  await search.getByRole('button', { name: MEDIA_LIBRARY.searchButton }).click();
  await expect(page.locator(`li[data-media-id="${picked}"]`)).toHaveCount(1);
  await expect(page.getByText(MEDIA_LIBRARY.counted(1, total))).toBeVisible();
  await search.getByLabel(MEDIA_LIBRARY.searchLabel).fill('');
  await search.getByLabel(MEDIA_LIBRARY.showLabel).selectOption('unused');
  await search.getByRole('button', { name: MEDIA_LIBRARY.searchButton }).click();
  await expect(page).toHaveURL(/[?&]show=unused/);
  await expect(page.getByText(MEDIA_LIBRARY.counted(unusedCount, total))).toBeVisible();
  await expect(page.locator(`li[data-media-id="${picked}"]`)).toHaveCount(0);
  await search.getByLabel(MEDIA_LIBRARY.showLabel).selectOption('pdfs');
  await search.getByRole('button', { name: MEDIA_LIBRARY.searchButton }).click();
  await expect(page.getByText(MEDIA_LIBRARY.noMatch)).toBeVisible();
  await expect(page.getByText(MEDIA_LIBRARY.counted(0, total))).toBeVisible();
  // A search longer than the box allows (typed into the address) is cut, and said so.
  await page.goto(`${site.url}${MEDIA_LIBRARY.href}?q=${'x'.repeat(500)}`);
  await expect(page.getByText(MEDIA_LIBRARY.queryCut(MEDIA_LIBRARY.maxQuery))).toBeVisible();
  await expect(page.getByRole('search').getByLabel(MEDIA_LIBRARY.searchLabel)).toHaveValue(
    'x'.repeat(MEDIA_LIBRARY.maxQuery),
  );
  expect(await axeViolations(page, ['main'])).toEqual([]);

  // At 390 px: nothing wider than the screen, every control of the new parts at least 44 px tall.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}${MEDIA_LIBRARY.href}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const deleteAll = page.getByRole('button', { name: MEDIA_LIBRARY.deleteUnusedLabel(unusedCount) });
  for (const control of [
    page.getByLabel(MEDIA_LIBRARY.searchLabel),
    page.getByLabel(MEDIA_LIBRARY.showLabel),
    page.getByRole('search').getByRole('button', { name: MEDIA_LIBRARY.searchButton }),
    page.getByRole('button', { name: MEDIA_LIBRARY.uploadButton, exact: true }),
    deleteAll,
  ])
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);

  // Delete all unused: the site's own question names the count; Escape keeps everything.
  await deleteAll.click();
  const question = page.getByRole('dialog', { name: MEDIA_LIBRARY.deleteUnusedTitle });
  await expect(question).toContainText(MEDIA_LIBRARY.confirmDeleteUnused(unusedCount));
  await expect(question.getByRole('button', { name: ADMIN_MESSAGES.cancel })).toBeFocused();
  await page.keyboard.press('Escape');
  expect(await listed()).toHaveLength(total);
  await deleteAll.click();
  await question.getByRole('button', { name: MEDIA_LIBRARY.deleteLabel, exact: true }).click();
  await expect(page.getByText(MEDIA_LIBRARY.deletedUnused(unusedCount))).toBeVisible();
  await expect(named).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete all unused/ })).toHaveCount(0);
  const left = await listed();
  expect(left.filter((item) => !item.used)).toEqual([]);
  // What History holds, and what the content shows, stay.
  expect(left.map((item) => item.id)).toEqual(expect.arrayContaining([picked, held]));
  expect((await request.get(`${site.url}/media/${held}`)).status()).toBe(200);
  // Taken away one by one (History allows it), so the backup below carries only the avatar.
  const gone = await page.request.delete(`${site.url}/api/admin/media/${held}`, { headers: { Origin: site.url } });
  expect(gone.status()).toBe(200);
});

/** What the owner has besides content and images, as the store of a running server holds it. */
async function privateParts(store: Store) {
  const [parts, shareLinks] = await Promise.all([readPrivateParts(store), store.get('shareLinks')]);
  return { ...parts, shareLinks };
}

/** Messages, a draft, a day of insights and a share link with visits on the first site. */
async function ownerData(store: Store): Promise<void> {
  for (const n of [1, 2])
    await store.push('feedbacks', {
      name: `Recruiter ${n}`,
      email: `recruiter${n}@example.com`,
      subject: `Role ${n}`,
      message: 'Kept through a backup.',
      createdAt: Date.now() - n,
    });
  await saveDraft(store, 'skills', (skills) => ({
    ...(skills as object),
    drafted: { name: 'Drafted skill', order: 99 },
  }));
  await recordTally(store, new Date().toISOString().slice(0, 10), { view: 'home', visitor: true });
  const link = await createShareLink(store, {
    label: 'Backed up link',
    summary: 'Through the backup.',
    projects: [],
    variant: 'dark',
    expiresAt: Date.now() + 7 * 86_400_000,
  });
  if ('error' in link) throw new Error(link.error);
  await recordLinkEvent(store, link.id, { kind: 'visit' });
}

test.describe('restore into a new, empty site', () => {
  const fresh = ownServer('media-b');

  test('a backup exported from one site restores every image in a new, empty one, after a preview and a yes', async ({
    page,
    request,
  }, testInfo) => {
    const storeA = new EmbeddedStore(site.dataDir);
    const storeB = new EmbeddedStore(fresh.dataDir);
    await ownerData(storeA);
    const owned = await privateParts(storeA);
    await site.signIn(page);
    await page.goto(`${site.url}${ADMIN_SETTINGS.href}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export content' }).click();
    const file = testInfo.outputPath('backup.json');
    await (await downloading).saveAs(file);
    const backup = JSON.parse(readFileSync(file, 'utf8')) as { media: Record<string, unknown> };
    expect(Object.keys(backup.media)).toEqual([picked]);
    const original = await (await request.get(`${site.url}/media/${picked}`)).body();

    expect((await request.get(`${fresh.url}/media/${picked}`)).status()).toBe(404);
    await fresh.signIn(page);
    await page.goto(`${fresh.url}${ADMIN_SETTINGS.href}`);
    await page.getByLabel(BACKUP_MEDIA.fileLabel).setInputFiles(file);
    await page.getByRole('button', { name: 'Import content' }).click();
    const preview = page.getByRole('heading', { name: new RegExp(BACKUP_MEDIA.previewTitle) });
    await expect(preview).toBeFocused();
    await expect(page.getByText(`About Details: ${BACKUP_MEDIA.changed}`)).toBeVisible();
    await expect(page.getByText(BACKUP_MEDIA.mediaLine(1, 0))).toBeVisible();
    const before = await privateParts(storeB);
    const described = async (part: keyof typeof BACKUP_PARTS.labels, text: string) => {
      const box = page.getByRole('checkbox', { name: BACKUP_PARTS.labels[part], exact: true });
      await expect(box).toBeChecked();
      await expect(box).toHaveAccessibleDescription(text);
    };
    await described('inbox', BACKUP_PARTS.counts.inbox(2, 0));
    await described('drafts', BACKUP_PARTS.counts.drafts(1, 0));
    await described('insights', BACKUP_PARTS.counts.insights(1, 0));
    await described('shareLinks', BACKUP_PARTS.counts.shareLinks(1, 1, 0));
    const revisions = Object.keys((owned.history as { log: object }).log).length;
    const here = Object.keys(((before.history ?? {}) as { log?: object }).log ?? {}).length;
    await described('history', BACKUP_PARTS.counts.history(revisions, here));
    // Nothing is replaced before the yes.
    expect((await request.get(`${fresh.url}/media/${picked}`)).status()).toBe(404);
    expect(await fresh.markup(request, '/about-me')).not.toContain(ALT);

    expect(await privateParts(storeB)).toEqual(before);

    await page.getByRole('button', { name: BACKUP_MEDIA.confirm }).click();
    await expect(
      page.getByText(/^Imported: Content, Images, Drafts, History, Inbox, Insights, Share links/),
    ).toBeVisible();
    expect(await privateParts(storeB)).toEqual(owned);
    await page.goto(`${fresh.url}/view/feedbacks`);
    await expect(page.getByText('Role 2').first()).toBeVisible();
    await Promise.all([storeA.close(), storeB.close()]);
    const restored = await request.get(`${fresh.url}/media/${picked}`);
    expect(restored.status()).toBe(200);
    expect(Buffer.compare(await restored.body(), original)).toBe(0);
    const html = await fresh.markup(request, '/about-me');
    expect(html).toContain(ALT);
    expect(html.includes(encodeURIComponent(`/media/${picked}`)) || html.includes(`/media/${picked}`)).toBe(true);
  });

  test('Cancel on the preview changes nothing', async ({ page, request }, testInfo) => {
    await fresh.signIn(page);
    const file = testInfo.outputPath('other.json');
    const exported = await page.request.get(`${fresh.url}/api/admin/export`);
    const backup = (await exported.json()) as { user: { about: Record<string, unknown> } };
    backup.user.about.fullName = 'Not Imported';
    writeFileSync(file, JSON.stringify(backup));
    await page.goto(`${fresh.url}${ADMIN_SETTINGS.href}`);
    await page.getByLabel(BACKUP_MEDIA.fileLabel).setInputFiles(file);
    await page.getByRole('button', { name: 'Import content' }).click();
    await page.getByRole('button', { name: BACKUP_MEDIA.cancel }).click();
    await expect(page.getByText(BACKUP_MEDIA.cancelled)).toBeVisible();
    expect(await fresh.markup(request, '/about-me')).not.toContain('Not Imported');
  });
});

test('the owner replaces an image a page shows: the page shows the new one at once, and the old one stays for History', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  type Listed = { id: string; name?: string; usage: { published: string[]; drafts: string[] } };
  const listed = async () =>
    ((await (await page.request.get(`${site.url}/api/admin/media`)).json()) as { items: Listed[] }).items;
  const old = (await listed()).find((item) => item.id === picked)!;
  const places = [...old.usage.published, ...old.usage.drafts.map(MEDIA_LIBRARY.inDraftPlace)];
  expect(places).toContain('About Details › Avatar');

  await page.goto(`${site.url}${MEDIA_LIBRARY.href}`);
  const item = page.locator(`li[data-media-id="${picked}"]`);
  const button = item.getByRole('button', { name: /^Replace / });
  const name = (await button.getAttribute('aria-label'))!.replace(/^Replace /, '');
  await expect(button).toHaveText(MEDIA_LIBRARY.replaceLabel);
  // At 390 px as on a desktop: a real button, tall enough to tap, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#9d3' } })
    .png()
    .toBuffer();
  const file = { name: 'New portrait.png', mimeType: 'image/png', buffer: png };
  // Keyboard: the button opens the file chooser; the site's own question names where it is used.
  const choosing = page.waitForEvent('filechooser');
  await button.focus();
  await page.keyboard.press('Enter');
  await (await choosing).setFiles(file);
  const question = page.getByRole('dialog', { name: MEDIA_LIBRARY.replaceTitle });
  await expect(question).toContainText(MEDIA_LIBRARY.confirmReplace(name, file.name, places));
  await expect(question.getByRole('button', { name: ADMIN_MESSAGES.cancel })).toBeFocused();
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await question.getByRole('button', { name: MEDIA_LIBRARY.replaceConfirm, exact: true }).click();
  await expect(page.getByText(MEDIA_LIBRARY.replaced(places.length, false))).toBeVisible();

  const items = await listed();
  const fresh = items.find((entry) => entry.name === file.name)!;
  expect(fresh.id).not.toBe(picked);
  expect(fresh.usage.published).toContain('About Details › Avatar');
  // The old upload is still served (History holds it), and neither the site nor a draft shows it.
  const kept = items.find((entry) => entry.id === picked)!;
  expect(kept.usage).toMatchObject({ published: [], drafts: [] });
  expect((await request.get(`${site.url}/media/${picked}`)).status()).toBe(200);
  await expect(page.locator(`li[data-media-id="${fresh.id}"]`)).toHaveCount(1);
  expect(await axeViolations(page, ['main'])).toEqual([]);

  // Visitors get the new image at once, with the alt text written for the old one.
  const html = await site.markup(request, '/about-me');
  expect(html.includes(encodeURIComponent(`/media/${fresh.id}`)) || html.includes(`/media/${fresh.id}`)).toBe(true);
  expect(html.includes(encodeURIComponent(`/media/${picked}`)) || html.includes(`/media/${picked}`)).toBe(false);
  expect(html).toContain(ALT);
});
