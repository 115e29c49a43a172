/**
 * Whole-store operations (backup import, command line) and the admin account change: these
 * run alone, after every other suite (see the projects in playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BACKUP_MEDIA, BACKUP_PARTS } from '@/lib/backup/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { E2E_ADMIN, E2E_DATA_DIR } from '@/playwright.config';
import { publicMarkup, readStoreSnapshot, signIn, openEditor } from '../helpers/e2e-admin';

test.describe.configure({ mode: 'serial' });

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portfolio-backup-'));

const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));

/** The content as the store presents it (lists as arrays, as RTDB does). */
function storedUser(): Promise<unknown> {
  return store.get('user');
}

async function importFile(page: Page, file: string) {
  await expect(page.getByRole('button', { name: ADMIN_MESSAGES.importLabel })).toBeEnabled();
  await page.getByLabel('Backup file (.json)').setInputFiles(file);
  await page.getByRole('button', { name: ADMIN_MESSAGES.importLabel }).click();
}

function cli(script: 'content:export' | 'content:import', file: string) {
  return spawnSync('npm', ['run', '-s', script, '--', file], {
    env: { ...process.env, DATA_DIR: path.resolve(E2E_DATA_DIR) },
    encoding: 'utf8',
  });
}

test('export then import round-trips the content, and the public pages follow the import', async ({
  page,
  request,
}) => {
  await signIn(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: ADMIN_MESSAGES.exportLabel }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^portfolio-content-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = path.join(tmp, 'export.json');
  await download.saveAs(exported);
  const backup = JSON.parse(readFileSync(exported, 'utf8'));
  expect(backup.user).toEqual(await storedUser());
  expect(backup.user.about.fullName).toBe('Nova Reyes');
  expect(JSON.stringify(backup)).not.toContain('passwordHash');

  const token = `E2E after backup ${randomBytes(3).toString('hex')}`;
  await openEditor(page, '/update/skills');
  await page.getByLabel('Name', { exact: true }).fill(token);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Skills list' }).getByText(token)).toBeVisible();
  expect((await publicMarkup(request, '/skills')).includes(token)).toBe(true);

  await page.goto('/admin');
  await importFile(page, exported);
  // The import says what it will change and waits for the owner's yes.
  await expect(page.getByRole('heading', { name: new RegExp(BACKUP_MEDIA.previewTitle) })).toBeFocused();
  await page.getByRole('button', { name: BACKUP_MEDIA.confirm }).click();
  // A backup holds everything the store has by now (images, inbox, History …): the message names
  // the parts imported, "Content imported" when the content is all there is.
  const imported = `^(${ADMIN_MESSAGES.imported}|${BACKUP_PARTS.imported([BACKUP_PARTS.labels.content])})`;
  await expect(page.getByText(new RegExp(imported)).first()).toBeVisible({ timeout: 30_000 });
  expect(await storedUser()).toEqual(backup.user);
  expect((await publicMarkup(request, '/skills')).includes(token)).toBe(false);
});

test('an invalid backup is refused with every problem listed and nothing changed', async ({ page }) => {
  await signIn(page);
  const user = (await storedUser()) as Record<string, Record<string, unknown>>;
  const broken = { user: { ...user, about: { ...user.about, email: 'not-an-email' }, home: undefined } };
  const file = path.join(tmp, 'broken.json');
  writeFileSync(file, JSON.stringify(broken));
  const before = await readStoreSnapshot();

  await importFile(page, file);
  // The panel lists every problem (a toast beside it says how many).
  const alert = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
  await expect(alert).toContainText('user/about/email: Email must be a valid email address');
  await expect(alert).toContainText('user/home');
  expect(await readStoreSnapshot()).toBe(before);

  const notJson = path.join(tmp, 'not.json');
  writeFileSync(notJson, '{ "user": ');
  await importFile(page, notJson);
  await expect(page.getByRole('alert').filter({ hasText: 'not valid JSON' }).first()).toBeVisible();
  expect(await readStoreSnapshot()).toBe(before);
});

test('the command line exports and imports the same backup, refusing invalid files', async () => {
  const exported = path.join(tmp, 'cli-export.json');
  const out = cli('content:export', exported);
  expect(out.status, out.stderr).toBe(0);
  expect(JSON.parse(readFileSync(exported, 'utf8')).user).toEqual(await storedUser());

  const broken = path.join(tmp, 'cli-broken.json');
  writeFileSync(broken, JSON.stringify({ user: { home: { quote: 'x' } } }));
  const before = await readStoreSnapshot();
  const refused = cli('content:import', broken);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('Import refused, nothing was changed');
  expect(refused.stderr).toContain('user/about');
  expect(await readStoreSnapshot()).toBe(before);

  const accepted = cli('content:import', exported);
  expect(accepted.status, accepted.stderr).toBe(0);
  expect(await storedUser()).toEqual(JSON.parse(readFileSync(exported, 'utf8')).user);
});

test('/update/login-details changes username and password, needs the current password, and ends other sessions', async ({
  browser,
}) => {
  const changed = { username: 'owner-renamed', password: 'a-brand-new-password' };
  const mine = await browser.newPage();
  const other = await browser.newPage();
  await signIn(mine);
  await signIn(other);

  await mine.goto('/update/login-details');
  await expect(mine.getByLabel('New username')).toHaveValue(E2E_ADMIN.username);
  await mine.getByLabel('Current password').fill('wrong-current-password');
  await mine.getByLabel('New username').fill(changed.username);
  await mine.getByLabel('New password', { exact: true }).fill(changed.password);
  await mine.getByLabel('Repeat new password').fill(changed.password);
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByText('Current password is incorrect').first()).toBeVisible();

  await mine.getByLabel('Current password').fill(E2E_ADMIN.password);
  await mine.getByLabel('Repeat new password').fill('something-else-entirely');
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByText('The repeated password does not match').first()).toBeVisible();

  await mine.getByLabel('Repeat new password').fill(changed.password);
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(mine.getByLabel('Current password')).toHaveValue('');
  expect(await readStoreSnapshot()).not.toContain(changed.password);

  await mine.goto('/admin');
  await expect(mine.getByText(`Signed in as ${changed.username}`)).toBeVisible();
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/login/);

  const fresh = await browser.newPage();
  await fresh.goto('/login');
  await fresh.getByLabel('Username').fill(E2E_ADMIN.username);
  await fresh.getByLabel('Password').fill(E2E_ADMIN.password);
  await fresh.getByRole('button', { name: BUTTON_LABELS.login }).click();
  await expect(fresh.getByText('Username or Password is Invalid')).toBeVisible();
  await signIn(fresh, changed);

  // Back to the account the other suites use.
  await mine.goto('/update/login-details');
  await mine.getByLabel('Current password').fill(changed.password);
  await mine.getByLabel('New username').fill(E2E_ADMIN.username);
  await mine.getByLabel('New password', { exact: true }).fill(E2E_ADMIN.password);
  await mine.getByLabel('Repeat new password').fill(E2E_ADMIN.password);
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await signIn(await browser.newPage());
});
