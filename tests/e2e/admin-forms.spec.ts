import { randomBytes } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { holdPageScripts, publicMarkup, signIn, openEditor } from '../helpers/e2e-admin';

/** The text of the elements a field's aria-describedby names. */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' | ');
}

test('a refused list item marks each wrong field, focuses the first, keeps every value; fixed, it saves', async ({
  page,
}) => {
  const title = `E2E form ${randomBytes(4).toString('hex')}`;
  await signIn(page);
  await openEditor(page, '/update/work-timeline?item=new');
  const form = page.getByRole('form', { name: 'Work Timeline item' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Start date', { exact: true }).focus();
  await page.keyboard.type('31'); // half a date in the picker: no date yet (the browser sends '')
  await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();

  const description_ = form.getByLabel('Description', { exact: true });
  const start = form.getByLabel('Start date', { exact: true });
  await expect(description_).toHaveAttribute('aria-invalid', 'true');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Title', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(description_).toBeFocused();
  expect(await description(description_)).toBe('Description is required');
  expect(await description(start)).toBe('dd/mm/yyyy | Start date must be a real date written as dd/mm/yyyy');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  // A picker cannot be given back a date that does not exist: it is empty, and its error says why.

  await description_.fill('Fixed');
  await start.fill('2022-02-01');
  await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(form.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Work Timeline list' })).toContainText(title);
});

test('a refused single-object save marks the fields, keeps the values; fixed, it saves and the errors go', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/update/about-details');
  const email = page.getByLabel('Email', { exact: true });
  const phone = page.getByLabel('Phone number', { exact: true });
  const status = page.getByLabel('Status', { exact: true });
  const original = { email: await email.inputValue(), phone: await phone.inputValue() };
  const typedStatus = await status.inputValue();
  await email.fill('not an address');
  await phone.fill('call me');
  await page.getByLabel('Freelancing').selectOption('Not Available');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(await description(phone)).toMatch(/Phone number/);
  await expect(email).toHaveValue('not an address');
  await expect(phone).toHaveValue('call me');
  await expect(page.getByLabel('Freelancing')).toHaveValue('Not Available');
  await expect(status).toHaveValue(typedStatus);

  await email.fill(original.email);
  await phone.fill(original.phone);
  await page.getByLabel('Freelancing').selectOption('Available');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
});

test('the server refuses a wrong current password on that field; everything typed stays', async ({ page }) => {
  await signIn(page);
  await page.goto('/update/login-details');
  const current = page.getByLabel('Current password', { exact: true });
  await current.fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await page.getByLabel('Repeat new password', { exact: true }).fill('a-new-password-1');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(await description(current)).toBe('Current password is incorrect');
  await expect(current).toBeFocused();
  await expect(current).toHaveValue('not-the-password');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a-new-password-1');
});

test('without JavaScript a form says it needs it, saves nothing and puts nothing in the address', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const noScript = await context.newPage();
  await noScript.goto('/update/about-details');
  // The notice is shown (Playwright's text locators skip <noscript>, so it is read directly).
  const notice = await noScript
    .locator('form noscript p')
    .evaluate((p) => ({ text: p.textContent, height: p.getBoundingClientRect().height }));
  expect(notice.text).toContain('This form needs JavaScript');
  expect(notice.height).toBeGreaterThan(0);
  const status = `E2E no script ${randomBytes(4).toString('hex')}`;
  await noScript.getByLabel('Status').fill(status);
  await noScript.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await noScript.waitForLoadState();
  expect(new URL(noScript.url()).search).toBe('');
  expect(new URL(noScript.url()).pathname).toBe('/update/about-details');
  expect((await publicMarkup(request, '/about-me')).includes(status)).toBe(false);

  // The login-details form (passwords) posts nowhere either.
  await noScript.goto('/update/login-details');
  await noScript.getByLabel('Current password', { exact: true }).fill('secret-in-url?');
  await noScript.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await noScript.waitForLoadState();
  expect(noScript.url()).not.toContain('secret');
  expect(new URL(noScript.url()).search).toBe('');
  await context.close();
});

test('an image field previews the chosen file and shows progress before the upload ends; alt text is required', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/update/frontend-project?item=new');
  const form = page.getByRole('form', { name: 'Frontend Projects item' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/media', async (route) => {
    await held;
    await route.continue();
  });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await form.getByLabel('Project image file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  const chosen = form.getByRole('img', { name: 'Project image: chosen file dot.png' });
  await expect(chosen).toBeVisible();
  expect(await chosen.getAttribute('src')).toMatch(/^blob:/);
  await expect(form.getByRole('progressbar', { name: 'Project image upload progress' })).toBeVisible();
  release();
  await expect(form.getByLabel('Project image URL')).toHaveValue(/^\/media\//);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expect(chosen).toHaveCount(0);
  await expect(form.getByRole('img', { name: 'Current Project image' })).toBeVisible();

  // The alt text sits in the image's fieldset, labelled and required.
  const fieldset = form.getByRole('group', { name: 'Project image' });
  const alt = fieldset.getByLabel('Project image alt text', { exact: true });
  await expect(alt).toHaveAttribute('required', '');
  await form.getByLabel('Title', { exact: true }).fill('E2E alt');
  await form.getByLabel('Tech stack', { exact: true }).fill('CSS');
  await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toBeFocused();
  expect(await description(alt)).toContain('Project image alt text is required');
});

test('a form sent before the page script has run is sent once it has, with nothing in the address', async ({
  page,
  request,
}) => {
  const status = `E2E early ${randomBytes(4).toString('hex')}`;
  await signIn(page);
  const release = await holdPageScripts(page);
  // A text input keeps what was typed through hydration (a textarea waits for it: see below).
  await page.goto('/update/about-details', { waitUntil: 'domcontentloaded' });
  const field = page.getByLabel('Status');
  const original = await field.inputValue();
  await field.fill(status);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  expect((await publicMarkup(request, '/about-me')).includes(status)).toBe(true);
  await expect(field).toHaveValue(status);

  await page.unrouteAll();
  await field.fill(original);
  await page.getByRole('button', { name: /^Update/ }).click();
  await expect.poll(async () => (await publicMarkup(request, '/about-me')).includes(status)).toBe(false);
});

test('a textarea is read-only until the page script owns it, so hydration cannot replace what was typed', async ({
  page,
}) => {
  await signIn(page);
  const scripts = /\/_next\/static\/chunks\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await page.goto('/update/home-details');
  await expect(page.getByLabel('Quote')).not.toBeEditable();
  await expect(page.getByLabel('Taglines')).not.toBeEditable();

  await page.unroute(scripts);
  await page.reload();
  await expect(page.getByLabel('Quote')).toBeEditable();
  await page.getByLabel('Quote').fill('typed once hydrated');
  await expect(page.getByLabel('Quote')).toHaveValue('typed once hydrated');
});
