import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { BUTTON_LABELS, MESSAGES } from '@/lib/constants';
import { FIREBASE_LABELS, FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { claimClientAddress } from '../../helpers/e2e-admin';
import { E2E_FIREBASE_USERS, FIREBASE_CLIENT_MARKERS } from '../seed';
import { DASHBOARD } from '@/lib/admin/words';

let app: App;
test.beforeAll(() => {
  app = initializeApp(
    { databaseURL: process.env.FIREBASE_DATABASE_URL, projectId: process.env.FIREBASE_PROJECT_ID },
    'e2e-owner',
  );
});
test.afterAll(async () => {
  await deleteApp(app);
});

async function signInWithEmail(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Account password').fill(password);
  await page.getByRole('button', { name: FIREBASE_LABELS.email }).click();
}

test.describe('owner sign-in with Firebase Auth', () => {
  test('/login fetches the Firebase client for the sign-in panel', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: FIREBASE_LABELS.google })).toBeVisible();
    const code = (await Promise.all(scripts)).join('\n');
    for (const marker of FIREBASE_CLIENT_MARKERS) expect(code.includes(marker), marker).toBe(true);
  });

  test('refuses another account, then signs the owner in (status online) and out (status offline)', async ({
    page,
  }) => {
    await claimClientAddress(page);
    const status = () =>
      getDatabase(app)
        .ref(`users/${E2E_FIREBASE_USERS.owner.localId}/status`)
        .once('value')
        .then((s) => s.val());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: FIREBASE_LABELS.heading })).toBeVisible();

    await page.getByRole('button', { name: FIREBASE_LABELS.email }).click();
    await expect(page.getByText(MESSAGES.fillAllDetail).first()).toBeVisible();

    await signInWithEmail(page, E2E_FIREBASE_USERS.stranger.email, E2E_FIREBASE_USERS.stranger.password);
    await expect(page.getByText(FIREBASE_MESSAGES.ownerNotAllowed).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInWithEmail(page, E2E_FIREBASE_USERS.owner.email, 'wrong-password');
    await expect(page.getByText(FIREBASE_MESSAGES.wrongEmailOrPassword).first()).toBeVisible();

    await signInWithEmail(page, E2E_FIREBASE_USERS.owner.email, E2E_FIREBASE_USERS.owner.password);
    await expect(page.getByText(MESSAGES.loginSuccess).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await status()).toBe('online');

    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: DASHBOARD.account }).click();
    await page.getByRole('button', { name: BUTTON_LABELS.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(status).toBe('offline');
  });
});
