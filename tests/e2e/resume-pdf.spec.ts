import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { RESUME_SOURCE_LABELS } from '@/lib/resume';
import { ownServer } from '../helpers/e2e-admin';
import { pdfText } from '../helpers/pdf-text';

// The résumé written from the content, on a server of its own: its tests edit the About details
// and the work timeline, which other specs read.
const server = ownServer('resume');

async function download(request: APIRequestContext, variant: 'dark' | 'light') {
  const response = await request.get(`${server.url}/resume/${variant}.pdf`);
  expect(response.status(), variant).toBe(200);
  return response;
}

/** The résumé links of the About page after opening the block, as { label: href }. */
async function siteResumeLinks(page: Page): Promise<Record<string, string>> {
  await page.goto(`${server.url}/about-me`);
  await page.getByRole('button', { name: BUTTON_LABELS.resume }).click();
  const links = page.getByRole('link', { name: /Download résumé/ });
  await expect(links).toHaveCount(2);
  const pairs = await links.evaluateAll((els) => els.map((e) => [e.textContent ?? '', e.getAttribute('href') ?? '']));
  return Object.fromEntries(pairs);
}

test('both downloads are PDFs written from the content, with the headers a download needs', async ({ request }) => {
  for (const variant of ['dark', 'light'] as const) {
    const response = await download(request, variant);
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(`inline; filename="nova-reyes-resume-${variant}.pdf"`);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const { text } = await pdfText(await response.body());
    expect(text).toContain('Nova Reyes');
    expect(text).toContain('Senior Full-Stack Developer, Harbourlight Studio');
    expect(text).toContain('hello@novareyes.example');
  }
});

test('the site links the generated files while the About details name the demo defaults', async ({ page }) => {
  expect(await siteResumeLinks(page)).toEqual({
    'Download résumé (dark)': '/resume/dark.pdf',
    'Download résumé (light)': '/resume/light.pdf',
  });
});

test('anything but the two variants is not served, and says nothing of the server', async ({ request }) => {
  for (const path of ['/resume/blue.pdf', '/resume/dark', '/resume/..%2Fpackage.json', '/resume/dark.pdf/x']) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect([path, [307, 404].includes(response.status())]).toEqual([path, true]);
    expect(response.headers()['content-type'] ?? '').not.toContain('pdf');
    expect(await response.text()).not.toMatch(/\/work\/|node_modules|\.next\//);
  }
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const response = await request.fetch(`${server.url}/resume/dark.pdf`, { method, data: 'x', maxRedirects: 0 });
    expect([method, response.status(), response.headers()['allow']]).toEqual([method, 405, 'GET, HEAD']);
  }
});

test('a new work entry dated now is in the next download', async ({ page, request }) => {
  const title = `Staff Engineer ${randomBytes(3).toString('hex')}, Northwind`;
  const before = await pdfText(await (await download(request, 'dark')).body());
  expect(before.text).not.toContain(title);

  await server.signIn(page);
  await page.goto(`${server.url}/update/work-timeline`);
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Leading the platform team.');
  await page.getByLabel('Start date', { exact: true }).fill(today);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

  for (const variant of ['dark', 'light'] as const) {
    const { text } = await pdfText(await (await download(request, variant)).body());
    // The newest entry is the current job title, first under the name.
    expect(text.indexOf(title), variant).toBeGreaterThan(-1);
    expect(text.indexOf(title), variant).toBeLessThan(text.indexOf('Harbourlight Studio'));
  }
});

test('an uploaded dark résumé wins for the dark link only; the editor says which is in use', async ({ page }) => {
  await server.signIn(page);
  await page.goto(`${server.url}/update/about-details`);
  const dark = page.getByTestId('resume-status-dark');
  const light = page.getByTestId('resume-status-light');
  await expect(dark).toContainText(RESUME_SOURCE_LABELS.generated);
  await expect(light).toContainText(RESUME_SOURCE_LABELS.generated);
  await expect(dark.getByRole('link', { name: 'Preview the dark résumé' })).toHaveAttribute('href', '/resume/dark.pdf');

  const own = 'https://files.novareyes.example/nova-reyes-cv.pdf';
  await page.getByLabel('Dark résumé file', { exact: true }).fill(own);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(dark).toContainText(RESUME_SOURCE_LABELS.uploaded);
  await expect(dark.getByRole('link', { name: 'Preview the dark résumé' })).toHaveAttribute('href', own);
  await expect(light).toContainText(RESUME_SOURCE_LABELS.generated);
  // Shown again from the store, not only from what this form sent.
  await page.reload();
  await expect(page.getByTestId('resume-status-dark')).toContainText(RESUME_SOURCE_LABELS.uploaded);

  expect(await siteResumeLinks(page)).toEqual({
    'Download résumé (dark)': own,
    'Download résumé (light)': '/resume/light.pdf',
  });
});
