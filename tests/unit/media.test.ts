import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD } from '@/lib/media/upload-limits';
import { FileMediaStore } from '@/lib/media/file-media-store';
import { ImageRejectedError, UPLOAD_ERRORS, processImage } from '@/lib/media/process-image';
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
