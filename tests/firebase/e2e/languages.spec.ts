import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { answerDialog, publicMarkup, signIn } from '../../helpers/e2e-admin';

let app: App;
test.beforeAll(() => {
  app = initializeApp(
    { databaseURL: process.env.FIREBASE_DATABASE_URL, projectId: process.env.FIREBASE_PROJECT_ID },
    'e2e-languages',
  );
});
test.afterAll(async () => {
  await deleteApp(app);
});

test('a language published and a text translated in the admin are stored in the database and served under the prefix', async ({
  page,
  request,
}) => {
  const status = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status();
  expect(await status('/de')).toBe(307);
  await signIn(page);
  await page.goto('/update/site-languages?item=new');
  const form = page.locator('form').first();
  await form.getByLabel('Language tag', { exact: true }).fill('de');
  await form.getByLabel('Visitors', { exact: true }).selectOption('Published');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  expect(await status('/de')).toBe(200);

  await page.goto(`${TRANSLATE.href}?lang=de`);
  const about = page.getByRole('region', { name: /^About Details/ });
  await about.getByLabel('Status', { exact: true }).fill('Entwicklerin auf Firebase');
  await about.getByRole('button', { name: TRANSLATE.save }).click();
  await expect(page.getByText(TRANSLATE.saved)).toBeVisible();
  expect((await getDatabase(app).ref('user/translations/de/about/status').once('value')).val()).toBe(
    'Entwicklerin auf Firebase',
  );
  expect(await publicMarkup(request, '/de/about-me')).toContain('Entwicklerin auf Firebase');
  expect(await publicMarkup(request, '/about-me')).not.toContain('Entwicklerin auf Firebase');

  // Removed again: its pages answer as unknown addresses, at once.
  await page.goto('/update/site-languages');
  const list = page.getByRole('region', { name: 'Site Languages list' });
  await list.getByRole('button', { name: 'Delete de', exact: false }).click();
  await answerDialog(page, true, ADMIN_MESSAGES.confirmDelete);
  await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  expect(await status('/de')).toBe(307);
});
