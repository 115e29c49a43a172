import { randomBytes } from 'node:crypto';
import { expect, test, type Request } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD } from '@/lib/media/upload-limits';
import { signIn } from '../helpers/e2e-admin';

/** Vercel refuses a function's request body over 4.5 MB. */
const VERCEL_BODY_LIMIT = 4.5 * 1000 * 1000;

/** A 12-megapixel phone-sized JPEG of noise: incompressible, so far over the platform's limit. */
function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test('a 12-megapixel photo is shrunk in the browser, sent under 4.5 MB, saved and shown', async ({ page, request }) => {
  test.setTimeout(60_000);
  const photo = await phonePhoto();
  expect(photo.length, 'the photo is over the platform limit as taken').toBeGreaterThan(VERCEL_BODY_LIMIT);
  expect(photo.length, 'and over the upload cap').toBeGreaterThan(UPLOAD.maxBytes);

  // What the page hands XMLHttpRequest: Chromium does not give the test a body made of a File
  // (postDataBuffer() is then null), so the file's name, type and size are noted as it is sent.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        const file = body.get('file');
        if (file instanceof File) {
          (window as unknown as { sentFiles: object[] }).sentFiles ??= [];
          (window as unknown as { sentFiles: object[] }).sentFiles.push({
            name: file.name,
            type: file.type,
            size: file.size,
          });
        }
      }
      return send.call(this, body);
    };
  });
  await signIn(page);
  await page.goto('/update/frontend-project?item=new');
  const input = page.getByLabel('Project image file');
  await expect(input).toBeEnabled();

  const uploads: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/admin/media') uploads.push(sent);
  });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/media',
  );
  await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The input says what it is doing while the browser shrinks the photo, in a live region.
  await expect(page.getByRole('status').filter({ hasText: UPLOAD.preparingText })).toBeVisible();
  await expect(input).toBeDisabled();

  const response = await answered;
  expect(response.status()).toBe(201);
  expect(uploads).toHaveLength(1);
  const [sent] = uploads;
  const body = sent.postDataBuffer();
  const length = Number((await sent.allHeaders())['content-length']);
  const size = body?.length ?? length;
  test.info().annotations.push({
    type: 'sizes',
    description: `photo ${photo.length} bytes; request body ${size} bytes (${body ? 'read' : 'Content-Length'})`,
  });
  expect(size, 'the request body the browser sent').toBeGreaterThan(0);
  expect(size, 'the request body the browser sent').toBeLessThan(VERCEL_BODY_LIMIT);
  if (body) {
    const text = body.toString('latin1');
    expect(text).toContain('filename="IMG_0001.jpg"');
    expect(text).toContain('Content-Type: image/webp');
  }
  // The file kept its name; its bytes are the browser's WebP, not the original JPEG.
  const files = await page.evaluate(() => (window as unknown as { sentFiles?: object[] }).sentFiles);
  expect(files).toEqual([{ name: 'IMG_0001.jpg', type: 'image/webp', size: expect.any(Number) }]);
  const [file] = files as { size: number }[];
  expect(file.size).toBeLessThanOrEqual(UPLOAD.maxBytes);
  expect(size).toBeGreaterThan(file.size);

  const field = page.getByLabel('Project image URL');
  await expect(field).toHaveValue(/^\/media\/[A-Za-z0-9_-]+$/);
  const url = await field.inputValue();
  const shown = page.getByRole('img', { name: 'Current Project image' });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', url);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(UPLOAD.maxSidePx);
  await expect(input).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: UPLOAD.preparingText })).toHaveCount(0);

  const served = await request.get(url);
  expect(served.status()).toBe(200);
  const meta = await sharp(await served.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', UPLOAD.maxSidePx, 1920]);
});
