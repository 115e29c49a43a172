import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { BUTTON_LABELS } from '@/lib/constants';
import { publicMarkup, signIn } from '../../helpers/e2e-admin';
import { DEMO_MARKERS } from '../seed';

let app: App;
test.beforeAll(() => {
  app = initializeApp(
    { databaseURL: process.env.FIREBASE_DATABASE_URL, projectId: process.env.FIREBASE_PROJECT_ID },
    'e2e-admin-edit',
  );
});
test.afterAll(async () => {
  await deleteApp(app);
});

test('an admin edit is written to the database and published on the next load', async ({ page, request }) => {
  const quote = `Firebase edit ${randomBytes(4).toString('hex')}`;
  await signIn(page);
  await page.goto('/update/home-details');
  const original = await page.getByLabel('Quote').inputValue();
  // The database started empty: the build seeded the demo owner.
  expect(original).toBe(DEMO_MARKERS.quote);
  const save = async (value: string) => {
    await page.getByLabel('Quote').fill(value);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
    expect((await getDatabase(app).ref('user/home/quote').once('value')).val()).toBe(value);
  };
  await save(quote);
  expect((await publicMarkup(request, '/')).includes(quote), 'the new quote on /').toBe(true);
  await page.reload();
  await save(original);
  expect((await publicMarkup(request, '/')).includes(quote), 'the old quote is back on /').toBe(false);
});
