import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { readStoreData, startAppServer, type AppServer } from '../helpers/app-server';
import { formHydrated } from '../helpers/e2e-admin';

// A real full disk: the server's data folder is a 40 MB tmpfs, filled up once the owner is signed
// in. A save then writes nothing (no content, no revision), the editor says the disk is full and
// keeps what was typed; with space freed, the same save goes through. Mounting needs root: without
// it the test is skipped, saying why.
test.describe.configure({ mode: 'serial' });

const OWNER = { username: 'owner', password: 'disk-full-owner-password' };
const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'disk-full-'));
const filler = path.join(mountPoint, 'filler');
let mounted = false;
let skipped: string | undefined;
let server: AppServer | undefined;

function mountTmpfs(): string | undefined {
  if (process.getuid?.() !== 0) return 'not running as root, so no tmpfs can be mounted';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=40m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    mounted = true;
    return undefined;
  } catch (error) {
    return `mounting a tmpfs failed (${String((error as { stderr?: Buffer }).stderr ?? error).trim()})`;
  }
}

/** Writes zeros until the file system has no byte left. */
async function fillTheDisk(): Promise<void> {
  const file = await open(filler, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      for (;;) await file.write(chunk);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await file.close().catch(() => undefined);
  }
}

/** What a save may change: the content, its history and the drafts (sessions and counters aside). */
async function contentAndHistory(dataDir: string): Promise<string> {
  const tree = await readStoreData(dataDir);
  return JSON.stringify({ user: tree.user, history: tree.history, drafts: tree.drafts });
}

test.beforeAll(async () => {
  skipped = mountTmpfs();
  if (skipped) return;
  server = await startAppServer(
    { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password },
    { dataDir: path.join(mountPoint, 'data') },
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

test.afterEach(async ({}, info) => {
  if (server && info.status !== info.expectedStatus) console.log(`server log:\n${server.log()}`);
});

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username', { exact: true }).fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}

test('a save on a full disk writes nothing and says so, keeping the text; with space freed it saves', async ({
  page,
}) => {
  if (skipped) console.log(`disk-full e2e skipped: ${skipped}`);
  test.skip(skipped !== undefined, skipped);
  test.setTimeout(120_000);
  const { url, dataDir } = server!;
  await signIn(page, url);
  await page.goto(`${url}/update/${NOTES.admin.slug}?item=new`);
  await formHydrated(page, 'main form');

  // A note with a long body: its copies in the section and in the revision need new pages.
  const title = 'Written on a full disk';
  const body = `A body long enough to need fresh disk pages. ${'All work and no play. '.repeat(2000)}`
    .slice(0, NOTES.limits.body)
    .trim();
  const form = page.getByRole('form', { name: 'Notes item' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Summary', { exact: true }).fill('Saved once there was room again.');
  await form.getByLabel('Body', { exact: true }).fill(body);
  await form.getByLabel('Tags', { exact: true }).fill('disk');
  await form.getByLabel('Published date', { exact: true }).fill('2026-03-05');
  await page.getByLabel('Cover image URL').fill('/demo/project-2.webp');
  await page.getByLabel('Cover image alt text').fill('A cover');

  await fillTheDisk();
  const before = await contentAndHistory(dataDir);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.locator('main form').getByRole('alert')).toContainText(SAVE_SAFETY.diskFull);
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(form.getByLabel('Body', { exact: true })).toHaveValue(body);
  expect(await contentAndHistory(dataDir)).toBe(before);

  await rm(filler);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  const tree = (await readStoreData(dataDir)) as {
    user: { notes: Record<string, { title: string; body: string }> };
    history: { seq: number; log: Record<string, { id: number; sections: string }> };
  };
  const saved = Object.values(tree.user.notes).find((note) => note.title === title);
  expect(saved?.body === body).toBe(true);
  const newest = Object.values(tree.history.log).find((entry) => entry.id === tree.history.seq);
  expect(newest?.sections.split(',')).toContain('notes');
});
