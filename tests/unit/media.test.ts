import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD } from '@/lib/media/upload-limits';
import { FileMediaStore } from '@/lib/media/file-media-store';
import { ImageRejectedError, processImage } from '@/lib/media/process-image';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { EmbeddedStore } from '@/lib/store/embedded-store';

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('image processing', () => {
  it('re-encodes to WebP, bounds the longest side, drops EXIF', async () => {
    const tall = await sharp({ create: { width: 300, height: 4000, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Camera', ImageDescription: 'GPS 38N' } })
      .toBuffer();
    const out = await processImage(tall, 'image/jpeg');
    const meta = await sharp(out.bytes).metadata();
    expect(out.contentType).toBe('image/webp');
    expect(meta.format).toBe('webp');
    expect(meta.height).toBe(UPLOAD.maxSidePx);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps small images at their size', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    expect((await sharp((await processImage(png, 'image/png')).bytes).metadata()).width).toBe(20);
  });

  it('refuses SVG, non-images, fake types, empty and oversize files with clear messages', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    expect((await rejection(processImage(svg, 'image/svg+xml'))).message).toBe(UPLOAD_ERRORS.svg);
    expect((await rejection(processImage(svg, 'image/png'))).message).toBe(UPLOAD_ERRORS.svg);
    expect((await rejection(processImage(Buffer.from('hello'), 'image/png'))).message).toBe(UPLOAD_ERRORS.fakeImage);
    expect((await rejection(processImage(Buffer.from('hello'), 'text/plain'))).message).toBe(UPLOAD_ERRORS.notImage);
    expect((await rejection(processImage(Buffer.alloc(0), 'image/png'))).message).toBe(UPLOAD_ERRORS.empty);
    const big = await rejection(processImage(Buffer.alloc(UPLOAD.maxBytes + 1), 'image/png'));
    expect([big.message, big.status]).toEqual([UPLOAD_ERRORS.tooLarge, 413]);
  });
});

/** A GIF of one frame per colour, each `width` × `height`, 100 ms then 200 ms, looping. */
async function animatedGif(width: number, height: number, colours: string[]): Promise<Buffer> {
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: colours.map((_, i) => 100 * (i + 1)), loop: 0 })
    .toBuffer();
}

/** The mean red, green and blue of one frame of an animated image. */
async function frameColour(bytes: Buffer, page: number): Promise<number[]> {
  const { channels } = await sharp(bytes, { page }).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe('animated images', () => {
  it('keeps every frame of an animated GIF, with its timing, as an animated WebP', async () => {
    const gif = await animatedGif(40, 30, ['#ff0000', '#0000ff']);
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2); // the premise
    const out = await processImage(gif, 'image/gif');
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect(out.contentType).toBe('image/webp');
    expect(meta).toMatchObject({ format: 'webp', pages: 2, width: 40, pageHeight: 30, delay: [100, 200], loop: 0 });
    expect(meta.exif).toBeUndefined();
    const [red, blue] = [await frameColour(out.bytes, 0), await frameColour(out.bytes, 1)];
    expect(red[0]).toBeGreaterThan(200);
    expect(blue[2]).toBeGreaterThan(200);
  });

  it('brings an oversized animated GIF within the longest-side cap, resizing every frame', async () => {
    const gif = await animatedGif(3000, 600, ['#ff0000', '#00ff00', '#0000ff']);
    expect(gif.length).toBeLessThan(UPLOAD.maxBytes);
    const out = await processImage(gif, 'image/gif');
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 3, width: UPLOAD.maxSidePx, pageHeight: 512 });
    expect(out.bytes.length).toBeLessThanOrEqual(UPLOAD.maxBytes);
    expect((await frameColour(out.bytes, 2))[2]).toBeGreaterThan(200);
  });

  it('drops the metadata of an animated WebP and keeps its frames', async () => {
    const gif = await animatedGif(20, 20, ['#ff0000', '#0000ff']);
    const webp = await sharp(gif, { animated: true })
      .webp()
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'GPS 38N' } })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined(); // the premise
    const meta = await sharp((await processImage(webp, 'image/webp')).bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 2 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses by name an animation past the pixel cap of all its frames together', async () => {
    const gif = await animatedGif(40, 30, ['#ff0000', '#0000ff']);
    jest.replaceProperty(UPLOAD, 'maxAnimationPixels', 40 * 30 * 2 - 1);
    try {
      const refused = await rejection(processImage(gif, 'image/gif'));
      expect([refused.message, refused.status]).toEqual([UPLOAD_ERRORS.animationTooManyPixels, 413]);
    } finally {
      jest.restoreAllMocks();
    }
    expect((await processImage(gif, 'image/gif')).contentType).toBe('image/webp');
  });

  it('keeps a one-frame GIF a still WebP, as before', async () => {
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#369' } })
      .gif()
      .toBuffer();
    const out = await processImage(gif, 'image/gif');
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect(out.contentType).toBe('image/webp');
    expect(meta).toMatchObject({ format: 'webp', width: 30, height: 20 });
    expect(meta.pages ?? 1).toBe(1);
  });
});

describe('file media store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps bytes as files and metadata in the store; get and remove by id', async () => {
    const store = new EmbeddedStore(dir);
    const media = new FileMediaStore(path.join(dir, 'media'), store);
    const { id, url } = await media.put({ bytes: Buffer.from('abc'), contentType: 'image/webp' });
    expect(url).toBe(`/media/${id}`);
    expect(await readdir(path.join(dir, 'media'))).toEqual([id]);
    expect(await store.get(`media/${id}`)).toMatchObject({ contentType: 'image/webp', size: 3 });
    const got = await media.get(id);
    expect(got?.bytes.toString()).toBe('abc');
    expect(await media.get('../db.json')).toBeNull();
    expect(await media.get('missing')).toBeNull();
    await media.remove(id);
    expect(await media.get(id)).toBeNull();
    expect(await readdir(path.join(dir, 'media'))).toEqual([]);
  });
});
