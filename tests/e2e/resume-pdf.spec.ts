import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { RESUME_UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { RESUME_SOURCE_LABELS } from '@/lib/resume';
import { ownServer, answerDialog } from '../helpers/e2e-admin';
import { pdfText } from '../helpers/pdf-text';

// The résumé written from the content, on a server of its own: its tests edit the About details
// and the work timeline, which other specs read. Servers of one build share its file-system cache
// of rendered pages, so each test puts the content back and renders what it changed once more.
const server = ownServer('resume');

/** Renders these routes again on this spec's server, from the content as it now is. */
async function renderAgain(request: APIRequestContext, routes: string[]) {
  for (const route of routes) expect((await request.get(`${server.url}${route}`)).status(), route).toBe(200);
}

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
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
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
  // Other methods get the framework's answer for a pre-rendered file (the file itself, or a 405):
  // never anything else, and the download stays the same.
  const before = await (await download(request, 'dark')).body();
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const response = await request.fetch(`${server.url}/resume/dark.pdf`, { method, data: 'x', maxRedirects: 0 });
    expect([method, [200, 405].includes(response.status())]).toEqual([method, true]);
    if (response.status() === 200) expect(response.headers()['content-type']).toBe('application/pdf');
  }
  expect((await (await download(request, 'dark')).body()).equals(before)).toBe(true);
});

test('a new work entry dated now is in the next download', async ({ page, request }) => {
  const title = `Staff Engineer ${randomBytes(3).toString('hex')}, Northwind`;
  const before = await pdfText(await (await download(request, 'dark')).body());
  expect(before.text).not.toContain(title);

  await server.signIn(page);
  await page.goto(`${server.url}/update/work-timeline?item=new`);
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
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

  await page.getByRole('button', { name: `Delete ${title}`, exact: false }).click();
  await answerDialog(page, true);
  await expect(page.getByRole('button', { name: `Delete ${title}`, exact: false })).toHaveCount(0);
  await renderAgain(request, ['/resume/dark.pdf', '/resume/light.pdf']);
  expect((await pdfText(await (await download(request, 'dark')).body())).text).not.toContain(title);
});

test('an uploaded dark résumé wins for the dark link only; the editor says which is in use', async ({ page }) => {
  await server.signIn(page);
  await page.goto(`${server.url}/update/about-details`);
  const dark = page.getByTestId('resume-status-dark');
  const light = page.getByTestId('resume-status-light');
  await expect(dark).toContainText(RESUME_SOURCE_LABELS.generated);
  await expect(light).toContainText(RESUME_SOURCE_LABELS.generated);
  await expect(dark.getByRole('link', { name: 'Preview the dark résumé' })).toHaveAttribute('href', '/resume/dark.pdf');

  // Not a PDF, or a fake one: refused, and the field keeps its value.
  const field = page.getByLabel('Dark résumé file', { exact: true });
  const before = await field.inputValue();
  const upload = page.getByLabel('Upload your own dark résumé (PDF)');
  await upload.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(RESUME_UPLOAD_ERRORS.notPdf).first()).toBeVisible();
  await upload.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expect(page.getByText(RESUME_UPLOAD_ERRORS.fakePdf).first()).toBeVisible();
  await expect(field).toHaveValue(before);

  const own = readFileSync(path.join(process.cwd(), 'public/demo/resume-dark.pdf'));
  await upload.setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: own });
  await expect(field).toHaveValue(/^\/media\/[-0-9A-Za-z_]+$/);
  const uploaded = await field.inputValue();
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(dark).toContainText(RESUME_SOURCE_LABELS.uploaded);
  await expect(dark.getByRole('link', { name: 'Preview the dark résumé' })).toHaveAttribute('href', uploaded);
  await expect(light).toContainText(RESUME_SOURCE_LABELS.generated);
  // Shown again from the store, not only from what this form sent.
  await page.reload();
  await expect(page.getByTestId('resume-status-dark')).toContainText(RESUME_SOURCE_LABELS.uploaded);

  // The upload is served as sent, as a PDF.
  const served = await page.request.get(`${server.url}${uploaded}`);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await served.body(), own)).toBe(0);

  expect(await siteResumeLinks(page)).toEqual({
    'Download résumé (dark)': uploaded,
    'Download résumé (light)': '/resume/light.pdf',
  });

  await page.goto(`${server.url}/update/about-details`);
  await page.getByLabel('Dark résumé file', { exact: true }).fill(before);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await expect(page.getByTestId('resume-status-dark')).toContainText(RESUME_SOURCE_LABELS.generated);
  await renderAgain(page.request, ['/about-me', '/']);
});

test('the upload endpoint refuses a résumé that is not a PDF, and needs the owner', async ({ page, request }) => {
  const post = (r: APIRequestContext, name: string, mimeType: string, buffer: Buffer) =>
    r.post(`${server.url}/api/admin/media`, {
      headers: { Origin: server.url },
      multipart: { purpose: 'resume', file: { name, mimeType, buffer } },
    });
  const pdf = readFileSync(path.join(process.cwd(), 'public/demo/resume-light.pdf'));
  expect((await post(request, 'cv.pdf', 'application/pdf', pdf)).status()).toBe(401);

  await server.signIn(page);
  const cases: [string, string, Buffer, number, string][] = [
    ['cv.png', 'image/png', pdf, 415, RESUME_UPLOAD_ERRORS.notPdf],
    ['cv.pdf', 'application/pdf', Buffer.from('%PDF-1.7 but nothing else'), 415, RESUME_UPLOAD_ERRORS.fakePdf],
    ['cv.pdf', 'application/pdf', Buffer.from('<html>%%EOF'), 415, RESUME_UPLOAD_ERRORS.fakePdf],
    ['cv.pdf', 'application/pdf', Buffer.alloc(0), 400, RESUME_UPLOAD_ERRORS.empty],
  ];
  for (const [name, type, buffer, status, message] of cases) {
    const response = await post(page.request, name, type, buffer);
    expect([name, response.status(), (await response.json()).error]).toEqual([name, status, message]);
  }
  // A PDF sent as an image is still refused by the image check.
  const asImage = await page.request.post(`${server.url}/api/admin/media`, {
    headers: { Origin: server.url },
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(asImage.status()).toBe(415);
});
