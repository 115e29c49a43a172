/**
 * Whole-store operations (backup import, command line) and the admin account change: on a server
 * of their own, whose content and account no other spec sees.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_SETTINGS } from '@/lib/admin/words';
import { BACKUP_MEDIA, BACKUP_PARTS } from '@/lib/backup/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { openEditor, ownServer } from '../helpers/e2e-admin';

const server = ownServer('exclusive');
/** A page in a context of its own, whose relative addresses (and `page.request`) go to that server. */
async function open(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}
const signIn = (page: Page, credentials?: { username: string; password: string }) => server.signIn(page, credentials);
const owner = () => ({ username: 'owner', password: server.password });

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portfolio-backup-'));

/** What the server has stored under `at` ('' for everything), through a second handle on its data folder. */
async function stored(at: string): Promise<unknown> {
  const store = new EmbeddedStore(server.dataDir);
  try {
    return await store.get(at);
  } finally {
    await store.close();
  }
}

/** The content as the store presents it (lists as arrays, as RTDB does). */
const storedUser = () => stored('user');
/** Everything stored, as JSON (equal data gives an equal string). */
const readStoreSnapshot = async () => JSON.stringify(await stored(''));

async function importFile(page: Page, file: string) {
  await expect(page.getByRole('button', { name: ADMIN_MESSAGES.importLabel })).toBeEnabled();
  await page.getByLabel('Backup file (.json)').setInputFiles(file);
  await page.getByRole('button', { name: ADMIN_MESSAGES.importLabel }).click();
}

function cli(script: 'content:export' | 'content:import', file: string) {
  return spawnSync('npm', ['run', '-s', script, '--', file], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  });
}

test('export then import round-trips the content, and the public pages follow the import', async ({ browser }) => {
  const page = await open(browser);
  await signIn(page);
  await page.goto(ADMIN_SETTINGS.href);
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
  await openEditor(page, '/update/skills?item=new');
  await page.getByLabel('Name', { exact: true }).fill(token);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Skills list' }).getByText(token)).toBeVisible();
  expect((await server.markup(page.request, '/skills')).includes(token)).toBe(true);

  await page.goto(ADMIN_SETTINGS.href);
  await importFile(page, exported);
  // The import says what it will change and waits for the owner's yes.
  await expect(page.getByRole('heading', { name: new RegExp(BACKUP_MEDIA.previewTitle) })).toBeFocused();
  await page.getByRole('button', { name: BACKUP_MEDIA.confirm }).click();
  // A backup holds everything the store has by now (images, inbox, History …): the message names
  // the parts imported, "Content imported" when the content is all there is.
  const imported = `^(${ADMIN_MESSAGES.imported}|${BACKUP_PARTS.imported([BACKUP_PARTS.labels.content])})`;
  await expect(page.getByText(new RegExp(imported)).first()).toBeVisible({ timeout: 30_000 });
  expect(await storedUser()).toEqual(backup.user);
  expect((await server.markup(page.request, '/skills')).includes(token)).toBe(false);
});

test('an invalid backup is refused with every problem listed and nothing changed', async ({ browser }) => {
  const page = await open(browser);
  await signIn(page);
  await page.goto(ADMIN_SETTINGS.href);
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
  const mine = await open(browser);
  const other = await open(browser);
  await signIn(mine);
  await signIn(other);

  await mine.goto('/update/login-details');
  await expect(mine.getByLabel('New username')).toHaveValue(owner().username);
  await mine.getByLabel('Current password').fill('wrong-current-password');
  await mine.getByLabel('New username').fill(changed.username);
  await mine.getByLabel('New password', { exact: true }).fill(changed.password);
  await mine.getByLabel('Repeat new password').fill(changed.password);
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByText('Current password is incorrect').first()).toBeVisible();

  await mine.getByLabel('Current password').fill(owner().password);
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

  const fresh = await open(browser);
  await fresh.goto('/login');
  await fresh.getByLabel('Username').fill(owner().username);
  await fresh.getByLabel('Password').fill(owner().password);
  await fresh.getByRole('button', { name: BUTTON_LABELS.login }).click();
  await expect(fresh.getByText('Username or Password is Invalid')).toBeVisible();
  await signIn(fresh, changed);

  // And back: the first account signs in again.
  await mine.goto('/update/login-details');
  await mine.getByLabel('Current password').fill(changed.password);
  await mine.getByLabel('New username').fill(owner().username);
  await mine.getByLabel('New password', { exact: true }).fill(owner().password);
  await mine.getByLabel('Repeat new password').fill(owner().password);
  await mine.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(mine.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await signIn(await open(browser));
});
