/**
 * A list editor opens on its items; the form opens for one item at its own address (?item=new,
 * ?item=<id>), survives a reload and Back, sizes its fields in two columns on a desktop and keeps
 * its save buttons in reach (issue 40, point 11).
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Dialog, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, LIST_EDITOR } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { answerDialog, formHydrated, signIn } from '../helpers/e2e-admin';

const PROJECTS = '/update/frontend-project';
const LANGUAGES = '/update/known-language';
const firstProject = Object.values(DEMO_USER.frontendProjects)[0];

const form = (page: Page) => page.locator('main form');
const newItem = (page: Page) => page.getByRole('link', { name: LIST_EDITOR.create, exact: true });
const allItems = (page: Page) => page.getByRole('link', { name: LIST_EDITOR.close, exact: true });

/** The list's links work once React has hydrated them (before that they are plain links that load the page). */
async function listHydrated(page: Page) {
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('main a')].some(
        (a) => a.textContent?.includes(name) && Object.keys(a).some((key) => key.startsWith('__reactProps')),
      ),
    LIST_EDITOR.create,
  );
}

test('the items come first; New item opens an empty form at its own address, focused, and All items or Back closes it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(PROJECTS);
  await listHydrated(page);
  const list = page.getByRole('region', { name: 'Frontend Projects list' });
  await expect(list.getByRole('heading', { name: LIST_EDITOR.items(2) })).toBeVisible();
  await expect(list.getByText(firstProject.title, { exact: false })).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  await newItem(page).click();
  await expect(page).toHaveURL(/\/update\/frontend-project\?item=new$/);
  await expect(page.getByRole('heading', { name: LIST_EDITOR.newTitle, exact: true })).toBeFocused();
  await expect(form(page).getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: BUTTON_LABELS.add, exact: true })).toBeVisible();

  await allItems(page).click();
  await expect(page).toHaveURL(/\/update\/frontend-project$/);
  await expect(form(page)).toHaveCount(0);
  await expect(newItem(page)).toBeFocused();

  await newItem(page).click();
  await expect(form(page)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/update\/frontend-project$/);
  await expect(form(page)).toHaveCount(0);
});

test('Edit opens the item at its own address; a reload keeps it open with its values', async ({ page }) => {
  await signIn(page);
  await page.goto(PROJECTS);
  await listHydrated(page);
  await page.getByRole('button', { name: `Edit ${firstProject.title}`, exact: false }).click();
  await expect(page).toHaveURL(/\/update\/frontend-project\?item=[\w-]+$/);
  await expect(page.getByRole('heading', { name: LIST_EDITOR.editTitle(firstProject.title) })).toBeFocused();
  await expect(form(page).getByLabel('Title', { exact: true })).toHaveValue(firstProject.title);

  await page.reload();
  await formHydrated(page);
  await expect(form(page).getByLabel('Title', { exact: true })).toHaveValue(firstProject.title);
  await expect(page.getByRole('button', { name: BUTTON_LABELS.update, exact: true })).toBeVisible();
  // An address naming no item shows the list.
  await page.goto(`${PROJECTS}?item=no-such-item`);
  await expect(page.getByRole('region', { name: 'Frontend Projects list' })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

test('closing a form with unsaved text asks first; deleting the item that is open closes its form', async ({
  page,
}) => {
  const name = `E2E list-first ${randomBytes(4).toString('hex')}`;
  const dialogs: Dialog[] = [];
  let leave = false;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void (leave ? dialog.accept() : dialog.dismiss());
  });
  await signIn(page);
  await page.goto(`${LANGUAGES}?item=new`);
  await formHydrated(page);
  await form(page).getByLabel('Name', { exact: true }).fill(name);
  await allItems(page).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
  await expect(page).toHaveURL(/\?item=new$/);
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(name);

  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  const list = page.getByRole('region', { name: 'Known Languages list' });
  await expect(list.getByText(name)).toBeVisible();
  // Added: the form stays open, emptied for the next item (the spec's Add → Added).
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  // Its row says when it last changed: today.
  const today = new Date().toLocaleDateString('en-GB');
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(LIST_EDITOR.changed(today));

  // The date is in the row, not in its buttons' names.
  await list.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await list.getByRole('button', { name: `Delete ${name}` }).click();
  await answerDialog(page, true, ADMIN_MESSAGES.confirmDelete);
  await expect(list.getByText(name)).toHaveCount(0);
  await expect(page).toHaveURL(/\/update\/known-language$/);
  await expect(form(page)).toHaveCount(0);
  leave = true;
});

test('on a desktop one-line fields go two a row and long ones across; the save bar stays on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(`${PROJECTS}?item=new`);
  await formHydrated(page);
  const box = async (label: string) => (await form(page).getByLabel(label, { exact: true }).boundingBox())!;
  const [title, stack, description] = [await box('Title'), await box('Tech stack'), await box('Description')];
  expect(Math.abs(title.y - stack.y)).toBeLessThan(2);
  expect(stack.x).toBeGreaterThan(title.x + title.width);
  expect(description.width).toBeGreaterThan(title.width * 1.8);
  // The Add button is in view at the top of the long form, and still at its middle.
  const add = page.getByRole('button', { name: BUTTON_LABELS.add, exact: true });
  await expect(add).toBeInViewport();
  await form(page).getByLabel('Approach', { exact: true }).scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  const [narrowTitle, narrowStack] = [await box('Title'), await box('Tech stack')];
  expect(narrowStack.y).toBeGreaterThan(narrowTitle.y + narrowTitle.height);
});
