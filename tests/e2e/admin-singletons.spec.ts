import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { ownServer } from '../helpers/e2e-admin';

// The home, about and skill-image sections are read by many public-page tests (the first tagline,
// the status, the footer): these edits run on a server of their own.
const server = ownServer('singletons');
const signIn = (page: Page) => server.signIn(page);
const publicMarkup = (request: APIRequestContext, route: string) => server.markup(request, route);
const open = (page: Page, route: string) => page.goto(`${server.url}${route}`);

async function save(page: Page) {
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
}

test.describe('single-object editors publish at once', () => {
  test('/update/home-details: quote and one-per-line taglines', async ({ page, request }) => {
    const quote = `E2E quote ${randomBytes(4).toString('hex')}`;
    const tagline = `E2E tagline ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await open(page, '/update/home-details');
    await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true })).toHaveAttribute('href', '/admin');
    const quoteField = page.getByLabel('Quote');
    const taglines = page.getByLabel('Taglines');
    const originalQuote = await quoteField.inputValue();
    const originalTaglines = await taglines.inputValue();
    expect(originalTaglines.split('\n').length).toBeGreaterThan(1);

    await quoteField.fill(quote);
    await taglines.fill(`  ${tagline}  \n\n${originalTaglines}`);
    await save(page);
    const html = await publicMarkup(request, '/');
    expect(html.includes(quote), 'quote in the markup').toBe(true);
    // The first tagline is the one in the server markup.
    expect(html.includes(tagline), 'tagline in the markup').toBe(true);

    // Saved, though the server tidied the taglines: leaving asks nothing about unsaved changes.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('link', { name: BUTTON_LABELS.back, exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(asked).toEqual([]);
    await open(page, '/update/home-details');
    await expect(page.getByLabel('Taglines')).toHaveValue(`${tagline}\n${originalTaglines}`);
    await page.getByLabel('Quote').fill(originalQuote);
    await page.getByLabel('Taglines').fill(originalTaglines);
    await save(page);
    expect((await publicMarkup(request, '/')).includes(quote)).toBe(false);
  });

  test('/update/about-details: status, freelancing Available / Not Available, refused email', async ({
    page,
    request,
  }) => {
    const status = `E2E status ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await open(page, '/update/about-details');
    const original = await page.getByLabel('Status').inputValue();
    await expect(page.getByLabel('Freelancing')).toHaveValue('Available');
    const options = await page.getByLabel('Freelancing').locator('option').allTextContents();
    expect(options).toEqual(['Available', 'Not Available']);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Status').fill(status);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByText('Email must be a valid email address').first()).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue(status);
    expect((await publicMarkup(request, '/about-me')).includes(status)).toBe(false);

    await page.getByLabel('Email').fill('hello@novareyes.example');
    await page.getByLabel('Freelancing').selectOption('Not Available');
    await save(page);
    for (const route of ['/about-me', '/']) {
      const html = await publicMarkup(request, route);
      expect(html.includes(status), `${route} shows the status`).toBe(true);
      expect(html.includes('Not Available'), `${route} shows Not Available`).toBe(true);
    }

    await page.getByLabel('Status').fill(original);
    await page.getByLabel('Freelancing').selectOption('Available');
    await save(page);
    expect((await publicMarkup(request, '/about-me')).includes(status)).toBe(false);
  });

  test('/update/skill-images: six image inputs; an http(s) URL shows on the public page', async ({ page, request }) => {
    const url = `https://cdn.example.com/e2e-${randomBytes(4).toString('hex')}.png`;
    await signIn(page);
    await open(page, '/update/skill-images');
    for (let n = 1; n <= 6; n++) {
      await expect(page.getByLabel(`Image ${n} file`)).toHaveAttribute('accept', 'image/*');
    }
    const field = page.getByLabel('Image 3 URL');
    const original = await field.inputValue();
    await field.fill(url);
    await save(page);
    for (const route of ['/skills', '/']) expect((await publicMarkup(request, route)).includes(url), route).toBe(true);

    await page.getByLabel('Image 3 URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByText('Image 3 must be an uploaded image or an https URL').first()).toBeVisible();

    await page.getByLabel('Image 3 URL').fill(original);
    await save(page);
    expect((await publicMarkup(request, '/skills')).includes(url)).toBe(false);
  });
});
