import { randomBytes } from 'node:crypto';
import { expect, test, type Dialog, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_NAV } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { formHydrated, holdPageScripts, signIn, answerDialog } from '../helpers/e2e-admin';

/** Every dialog the page opens, answered by `answer` (accept when it returns true). */
function answerDialogs(page: Page, answer: (dialog: Dialog) => boolean): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void (answer(dialog) ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

function back(page: Page) {
  return page.getByRole('link', { name: BUTTON_LABELS.back, exact: true });
}

/** The editor is ready once React has hydrated its form (the button is enabled before that: the form works without script). */
async function ready(page: Page, button: string) {
  await formHydrated(page);
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
}

test.describe('unsaved changes are not lost by navigating away', () => {
  test('what was typed before the page script ran counts: Back asks, and a refused save keeps it', async ({ page }) => {
    const typed = `E2E early status ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    // The editor's HTML is there, its scripts are not yet: the owner types straight away.
    const release = await holdPageScripts(page);
    await page.goto('/update/about-details', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Status').fill(typed);
    release();
    await formHydrated(page);

    const dialogs = answerDialogs(page, () => false);
    await back(page).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
    await expect(page).toHaveURL(/\/update\/about-details$/);

    // A refusal draws the form again: with everything that was sent, the early typing included.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByText('Email must be a valid email address').first()).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue(typed);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('single-object editor: Back asks; Cancel stays with the typed value, OK leaves', async ({ page }) => {
    const typed = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto('/update/home-details');
    await ready(page, BUTTON_LABELS.update);
    await page.getByLabel('Quote').fill(typed);

    let leave = false;
    const dialogs = answerDialogs(page, () => leave);
    await back(page).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type()).toBe('confirm');
    expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
    await expect(page).toHaveURL(/\/update\/home-details$/);
    await expect(page.getByLabel('Quote')).toHaveValue(typed);

    leave = true;
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toHaveLength(2);
  });

  test('list editor form: History and Back ask; Cancel stays, OK leaves', async ({ page }) => {
    const typed = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto('/update/known-language?item=new');
    await ready(page, BUTTON_LABELS.add);
    const name = page.locator('form').first().getByLabel('Name', { exact: true });
    await name.fill(typed);

    let leave = false;
    const dialogs = answerDialogs(page, () => leave);
    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
    await back(page).click();
    await expect.poll(() => dialogs.length).toBe(2);
    await expect(page).toHaveURL(/\/update\/known-language\?item=new$/);
    await expect(name).toHaveValue(typed);

    leave = true;
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toHaveLength(3);
  });

  test('the admin navigation asks too; Cancel keeps the page, the typed value and the phone menu', async ({ page }) => {
    const typed = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/update/known-language?item=new');
    await ready(page, BUTTON_LABELS.add);
    const name = page.locator('form').first().getByLabel('Name', { exact: true });
    await name.fill(typed);

    const dialogs = answerDialogs(page, () => false);
    const nav = page.getByRole('navigation', { name: ADMIN_NAV.label, exact: true });
    await page.getByRole('button', { name: ADMIN_NAV.menu }).click();
    await nav.getByRole('link', { name: 'Skills', exact: true }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
    await expect(page).toHaveURL(/\/update\/known-language\?item=new$/);
    await expect(name).toHaveValue(typed);
    // Cancelled: the owner is where they were, the menu still open on the link they chose.
    await expect(nav).toBeVisible();
  });

  test('the browser Back button asks too; Cancel keeps the page and the typed value', async ({ page }) => {
    const typed = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    // Into the dashboard and on to the editor by links of the hydrated app, so Back stays inside it.
    await page.goto('/update/home-details');
    await ready(page, BUTTON_LABELS.update);
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('main').getByRole('link', { name: 'About Details', exact: true }).click();
    await expect(page).toHaveURL(/\/update\/about-details$/);
    await ready(page, BUTTON_LABELS.update);
    await page.getByLabel('Status').fill(typed);

    let leave = false;
    const dialogs = answerDialogs(page, () => leave);
    await page.evaluate(() => window.history.back());
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].message()).toBe(ADMIN_MESSAGES.unsavedChanges);
    await expect(page).toHaveURL(/\/update\/about-details$/);
    await expect(page.getByLabel('Status')).toHaveValue(typed);

    leave = true;
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true })).toHaveCount(0);
    expect(dialogs).toHaveLength(2);
  });

  test('closing or reloading with unsaved edits asks the browser (beforeunload)', async ({ page }) => {
    const typed = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto('/update/home-details');
    await ready(page, BUTTON_LABELS.update);
    // A click gives the page the user activation browsers require before they ask.
    await page.getByLabel('Quote').click();
    await page.getByLabel('Quote').fill(typed);

    let leave = false;
    const dialogs = answerDialogs(page, () => leave);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type()).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Quote')).toHaveValue(typed);

    leave = true;
    await page.reload();
    expect(dialogs).toHaveLength(2);
    expect(dialogs[1].type()).toBe('beforeunload');
    await expect(page.getByLabel('Quote')).not.toHaveValue(typed);
  });

  test('nothing changed, or typed and put back: no dialog anywhere', async ({ page }) => {
    await signIn(page);
    const dialogs = answerDialogs(page, () => false);
    await page.goto('/update/home-details');
    await ready(page, BUTTON_LABELS.update);
    const quote = page.getByLabel('Quote');
    const original = await quote.inputValue();
    await quote.click();
    await quote.fill(`${original} and more`);
    await quote.fill(original);
    await page.reload();
    await ready(page, BUTTON_LABELS.update);
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/update/known-language?item=new');
    await ready(page, BUTTON_LABELS.add);
    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/view\/history/);
    expect(dialogs).toHaveLength(0);
  });

  test('a refused save keeps the form dirty', async ({ page }) => {
    await signIn(page);
    await page.goto('/update/about-details');
    await ready(page, BUTTON_LABELS.update);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByText('Email must be a valid email address').first()).toBeVisible();

    const dialogs = answerDialogs(page, () => false);
    await back(page).click();
    await expect.poll(() => dialogs.length).toBe(1);
    await expect(page).toHaveURL(/\/update\/about-details$/);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('after a successful add or update Back does not ask; an edited item asks until saved', async ({ page }) => {
    const token = `E2E unsaved ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto('/update/skills?item=new');
    await ready(page, BUTTON_LABELS.add);
    const form = page.locator('form').first();
    const list = page.getByRole('region', { name: 'Skills list' });
    let leave = false;
    const dialogs = answerDialogs(page, () => leave);

    await form.getByLabel('Name', { exact: true }).fill(token);
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
    await expect(list.getByText(token)).toBeVisible();
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toHaveLength(0);

    await page.goto('/update/skills?item=new');
    await ready(page, BUTTON_LABELS.add);
    // Loading an item into the form is not a change; typing is.
    await list.getByRole('button', { name: `Edit ${token}`, exact: false }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(token);
    await form.getByLabel('Name', { exact: true }).fill(`${token} edited`);
    await back(page).click();
    await expect.poll(() => dialogs.length).toBe(1);
    await expect(page).toHaveURL(/\/update\/skills\?item=[^&]+$/);

    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
    await expect(list.getByText(`${token} edited`)).toBeVisible();
    await back(page).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(dialogs).toHaveLength(1);

    // Clean up.
    leave = true;
    await page.goto('/update/skills');
    await list.getByRole('button', { name: `Delete ${token} edited`, exact: false }).click();
    await answerDialog(page, true);
    await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
    await expect(list.getByText(token)).toHaveCount(0);
  });
});
