import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { BUTTON_LABELS } from '@/lib/constants';
import { UPLOAD } from '@/lib/media/upload-limits';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { publicMarkup, signIn, answerDialog } from '../helpers/e2e-admin';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const NOT_AN_IMAGE = Buffer.from('%PDF-1.4 this is not a picture at all');

/** A wide JPEG carrying EXIF (camera, GPS-like comment) that must not survive the upload. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2E Camera', ImageDescription: 'secret location 38.7N 9.1W' } })
    .toBuffer();
}

test.describe('image uploads', () => {
  test('a real image is re-encoded (≤ 2560 px, no metadata), served immutable at /media/{id}, and shows on the public page', async ({
    page,
    request,
  }) => {
    const title = `E2E upload ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto('/update/frontend-project?item=new');
    const field = page.getByLabel('Project image URL');
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    await expect(page.getByLabel('Project image file')).toBeEnabled();
    await page
      .getByLabel('Project image file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(field).toHaveValue(/^\/media\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('img', { name: 'Current Project image' })).toBeVisible();
    const url = await field.inputValue();
    await page.getByLabel('Project image alt text').fill('A camera photo');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Tech stack').fill('Sharp');
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

    const html = await publicMarkup(request, '/projects');
    expect(html.includes(title), 'the project is on the page').toBe(true);
    expect(html.includes(url) || html.includes(encodeURIComponent(url)), 'with the uploaded image').toBe(true);

    const served = await request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe(UPLOAD.mediaCacheControl);
    const meta = await sharp(await served.body()).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(UPLOAD.maxSidePx);
    expect(meta.height).toBe(1024);
    expect(meta.exif).toBeUndefined();
    expect((await served.body()).includes(Buffer.from('secret location'))).toBe(false);
    // The optimiser serves it too, as the public page asks.
    expect((await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)).status()).toBe(200);

    await page.getByRole('button', { name: `Delete ${title}`, exact: false }).click();
    await answerDialog(page, true);
    await expect(page.getByRole('region', { name: 'Frontend Projects list' }).getByText(title)).toHaveCount(0);
  });

  test('SVG, fake image types, non-images and oversize files are refused with clear messages', async ({ page }) => {
    await signIn(page);
    await page.goto('/update/frontend-project?item=new');
    const field = page.getByLabel('Project image URL');
    const input = page.getByLabel('Project image file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toBeEnabled();
    const cases = [
      { file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG }, message: UPLOAD_ERRORS.svg },
      { file: { name: 'fake.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE }, message: UPLOAD_ERRORS.fakeImage },
      { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: NOT_AN_IMAGE }, message: UPLOAD_ERRORS.notImage },
      {
        file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(UPLOAD.maxBytes + 1) },
        message: UPLOAD_ERRORS.tooLarge,
      },
    ];
    for (const { file, message } of cases) {
      await input.setInputFiles(file);
      await expect(page.getByText(message).first(), file.name).toBeVisible();
      await expect(field).toHaveValue('');
    }
  });

  test('the upload endpoint itself refuses each bad file (not only the browser)', async ({ page }) => {
    await signIn(page);
    const post = (name: string, mimeType: string, buffer: Buffer) =>
      page.request.post('/api/admin/media', { multipart: { file: { name, mimeType, buffer } } });
    // A colour of its own each run: the same bytes already stored would be answered 200 (a reused data folder).
    const colour = { r: randomInt(256), g: randomInt(256), b: randomInt(256), alpha: 1 };
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: colour } })
      .png()
      .toBuffer();
    const cases: [string, string, Buffer, number, string][] = [
      ['logo.svg', 'image/svg+xml', SVG, 415, UPLOAD_ERRORS.svg],
      ['logo.png', 'image/png', SVG, 415, UPLOAD_ERRORS.svg],
      ['fake.png', 'image/png', NOT_AN_IMAGE, 415, UPLOAD_ERRORS.fakeImage],
      ['notes.txt', 'text/plain', png, 415, UPLOAD_ERRORS.notImage],
      ['huge.png', 'image/png', Buffer.concat([png, Buffer.alloc(UPLOAD.maxBytes)]), 413, UPLOAD_ERRORS.tooLarge],
    ];
    for (const [name, type, buffer, status, message] of cases) {
      const response = await post(name, type, buffer);
      expect(response.status(), name).toBe(status);
      expect((await response.json()).error, name).toBe(message);
    }
    const ok = await post('dot.png', 'image/png', png);
    expect(ok.status()).toBe(201);
    const { url } = await ok.json();
    const served = await page.request.get(url);
    expect((await sharp(await served.body()).metadata()).width).toBe(40);
    expect((await page.request.get('/media/does-not-exist')).status()).toBe(404);
    expect((await page.request.get('/media/..%2Fdb.json')).status()).toBe(404);
  });
});
