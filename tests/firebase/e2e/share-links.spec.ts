/**
 * Share links on the Firebase backend (as on Vercel): a link the owner creates is stored in the
 * database outside the publicly readable `user` node, opens for a visitor, counts the visit in the
 * database, and a revoke closes it at once.
 */
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { SHARE_LINK_STATS_PATH, SHARE_LINKS_PATH } from '@/lib/store/paths';
import { answerDialog, signIn } from '../../helpers/e2e-admin';

const L = SHARE_LINKS.labels;
const LABEL = 'Firebase — Platform Engineer';
const SUMMARY = 'I keep platforms calm under load. Tidewatch shows how I measure before I change.';

let app: App;
test.beforeAll(() => {
  app = initializeApp(
    { databaseURL: process.env.FIREBASE_DATABASE_URL, projectId: process.env.FIREBASE_PROJECT_ID },
    'e2e-share-links',
  );
});
test.afterAll(async () => {
  await deleteApp(app);
});

// A visit is reported once the page has settled, by design.
test.describe.configure({ timeout: 120_000 });

test('a share link is stored privately in the database, counts a visit there, and a revoke closes it', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto(SHARE_LINKS.href);
  const form = page.getByRole('form', { name: L.newLink });
  await form.getByLabel(L.label, { exact: true }).fill(LABEL);
  await form.getByLabel(L.summary, { exact: true }).fill(SUMMARY);
  await form.getByLabel(L.chooseProject).selectOption({ label: 'Tidewatch' });
  await form.getByRole('button', { name: L.addProject }).click();
  await form.getByRole('radio', { name: SHARE_LINKS.variantLabels.dark }).check();
  await form.getByRole('button', { name: L.create }).click();
  const row = page.locator('[data-share-link]', { has: page.getByRole('heading', { name: LABEL, exact: true }) });
  await expect(row).toBeVisible();
  const address = new URL(await row.getByLabel(L.linkAddress(LABEL)).inputValue());

  // Stored in the database, outside `user` (which the rules let anyone read).
  const db = getDatabase(app);
  const links = ((await db.ref(SHARE_LINKS_PATH).once('value')).val() ?? {}) as Record<string, { label: string }>;
  const [id] = Object.entries(links).find(([, link]) => link.label === LABEL) ?? [];
  expect(id).toBeTruthy();
  expect(JSON.stringify((await db.ref('user').once('value')).val())).not.toContain(LABEL);

  // A visitor opens it: the summary leads, and the visit is counted in the database.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    const counted = visitor.waitForResponse((r) => /\/api\/for\/[^/]+\/event$/.test(r.url()));
    expect((await visitor.goto(address.pathname))?.status()).toBe(200);
    await expect(visitor.locator('[data-share-summary]')).toHaveText(SUMMARY);
    expect((await counted).status()).toBe(204);
    await expect.poll(async () => (await db.ref(`${SHARE_LINK_STATS_PATH}/${id}/visits`).once('value')).val()).toBe(1);

    // Revoked at once: the same address now shows the polite page.
    await row.getByRole('button', { name: `${L.revoke} ${LABEL}` }).click();
    await answerDialog(page, true, L.revokeQuestion(LABEL));
    await expect(row.getByText(/^Revoked on/)).toBeVisible();
    await visitor.goto(address.pathname);
    await expect(visitor.getByRole('heading', { name: SHARE_LINKS.gone.title })).toBeVisible();
    await expect(visitor.getByText(SUMMARY)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
