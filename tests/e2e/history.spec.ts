import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { createStore } from '@/lib/store/create';
import { parseEnv } from '@/lib/env';
import { ownServer, answerDialog } from '../helpers/e2e-admin';

// The owner's safety net, on a server of its own so no other test edits the same sections.
const server = ownServer('history');
const signIn = (page: Page) => server.signIn(page);
const html = (request: APIRequestContext, route: string) => server.markup(request, route);

async function saveQuote(page: Page, quote: string) {
  await page.getByLabel('Quote', { exact: true }).fill(quote);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
}

test('delete a project, then Undo from the keyboard: it is back on /projects', async ({ page, request }) => {
  const title = `Undo project ${randomBytes(3).toString('hex')}`;
  await signIn(page);
  await page.goto(`${server.url}/update/backend-project?item=new`);
  const form = page.locator('form').first();
  await form.getByLabel('Project image URL', { exact: true }).fill('/demo/project-1.webp');
  await form.getByLabel('Project image alt text', { exact: true }).fill(`Screenshot of ${title}`);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Tech stack', { exact: true }).fill('Rust');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  expect(await html(request, '/projects')).toContain(title);

  const list = page.getByRole('region', { name: 'Backend Projects list' });
  await list.getByRole('button', { name: `Delete ${title}`, exact: false }).click();
  await answerDialog(page, true);
  await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(list.getByText(title)).toHaveCount(0);
  expect(await html(request, '/projects')).not.toContain(title);

  // The offer is announced and stays well past the 2 s toast.
  const offer = page.getByRole('status').filter({ hasText: `Deleted ${title}` });
  await expect(offer).toBeVisible();
  await page.waitForTimeout(3000);
  const undo = offer.getByRole('button', { name: HISTORY.messages.undo, exact: true });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(HISTORY.messages.undone)).toBeVisible();
  await expect(list.getByText(title)).toBeVisible();
  expect(await html(request, '/projects')).toContain(title);
});

test('edit the quote twice, see both in History with diffs, restore the first; the restore can be undone', async ({
  page,
  request,
}) => {
  const first = `First quote ${randomBytes(3).toString('hex')}`;
  const second = `Second quote ${randomBytes(3).toString('hex')}`;
  await signIn(page);
  await page.goto(`${server.url}/update/home-details`);
  const original = await page.getByLabel('Quote', { exact: true }).inputValue();
  await saveQuote(page, first);
  await saveQuote(page, second);
  expect(await html(request, '/')).toContain(second);

  // The editor's own History link (the sidebar's goes to all of History).
  await page.getByRole('main').getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/view\/history\?section=home$/);
  const revisions = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
  const newest = revisions.nth(0);
  const older = revisions.nth(1);
  await expect(newest).toContainText('Home Details');
  await expect(newest.locator('del')).toHaveText(first);
  await expect(newest.locator('ins')).toHaveText(second);
  await expect(older.locator('del')).toHaveText(original);
  await expect(older.locator('ins')).toHaveText(first);

  await older.getByRole('button', { name: /^Restore revision/ }).click();
  await expect(page.getByText(HISTORY.messages.restored, { exact: true })).toBeVisible();
  await expect.poll(async () => html(request, '/')).toContain(first);
  expect(await html(request, '/')).not.toContain(second);
  // The restore is the newest revision, and it can be undone.
  await page.reload();
  await expect(revisions.nth(0)).toContainText('Restore of revision');
  await expect(revisions.nth(0).locator('ins')).toHaveText(first);
  await revisions
    .nth(0)
    .getByRole('button', { name: /^Undo this change \(revision/ })
    .click();
  await expect(page.getByText(HISTORY.messages.undone, { exact: true })).toBeVisible();
  await expect.poll(async () => html(request, '/')).toContain(second);

  // The command line sees the same history (and could restore from it).
  const cli = spawnSync('npm', ['run', '--silent', 'content:history', '--', 'home'], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(cli.status, cli.stderr).toBe(0);
  const kinds = cli.stdout
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[2]);
  expect(kinds.slice(0, 4)).toEqual([
    expect.stringMatching(/^undo of #\d+$/),
    expect.stringMatching(/^restore of #\d+$/),
    'save',
    'save',
  ]);
});

test('invalid stored content: public pages stay up and the admin repairs it in one click', async ({
  page,
  request,
}) => {
  const good = await html(request, '/');
  const store = createStore(parseEnv({ DATA_DIR: server.dataDir }));
  try {
    // A hand edit behind the app's back breaks the quote and the owner's e-mail address.
    await store.set('user/home/quote', '');
    await store.set('user/about/email', 'not an address');
  } finally {
    await store.close?.();
  }
  await signIn(page);
  // Any publish re-renders every page from the broken content.
  await page.goto(`${server.url}/update/skills?item=new`);
  const form = page.locator('form').first();
  await form.getByLabel('Name', { exact: true }).fill(`Repair test ${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  // Every page still renders, from each broken section's last valid revision.
  for (const route of ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact']) {
    const markup = await html(request, route);
    expect(markup, route).toContain('Nova Reyes');
    expect(markup, route).not.toContain('not an address');
  }
  expect(good).toContain('Nova Reyes');

  await page.goto(`${server.url}/admin`);
  await page.getByRole('main').getByRole('link', { name: 'Repair content' }).click();
  await expect(page.getByText('user/home/quote: Quote is required')).toBeVisible();
  await expect(page.getByText('user/about/email: Email must be a valid email address')).toBeVisible();
  // The editor opens on the stored values and names the bad field too.
  const about = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'About Details' }) });
  await about.getByRole('link', { name: 'Correct in the editor' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some stored fields' })).toContainText('user/about/email');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not an address');
  await page.goBack();
  for (const title of ['Home Details', 'About Details']) {
    const section = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await section.getByRole('button', { name: 'Restore last valid revision' }).click();
    await expect(section).toHaveCount(0);
  }
  await expect(page.getByText('All stored content is valid. Nothing to repair.')).toBeVisible();
  expect(await html(request, '/about-me')).toContain('hello@novareyes.example');
});
