import sharp from 'sharp';
import { UPLOAD } from '@/lib/media/upload-limits';
import type { MediaObject } from './types';
import { UPLOAD_ERRORS } from './upload-errors';

export { UPLOAD_ERRORS };

export class ImageRejectedError extends Error {
  readonly status: number;
  constructor(message: string, status = 415) {
    super(message);
    this.name = 'ImageRejectedError';
    this.status = status;
  }
}

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Formats whose frames are an animation (several pages of a TIFF or HEIF are not: its first is kept). */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

/**
 * Checks the bytes really are a raster image (whatever the declared type says), then re-encodes
 * it as WebP: orientation applied, longest side at most 2560 px, every metadata block (EXIF, GPS)
 * dropped. An animated GIF or WebP stays animated (every frame resized alike, its timing and loop
 * kept) and must still fit `UPLOAD.maxBytes` once encoded, so a backup of the site takes it back.
 */
export async function processImage(bytes: Buffer, declaredType: string): Promise<MediaObject> {
  if (bytes.length === 0) throw new ImageRejectedError(UPLOAD_ERRORS.empty, 400);
  if (bytes.length > UPLOAD.maxBytes) throw new ImageRejectedError(UPLOAD_ERRORS.tooLarge, 413);
  if (declaredType === 'image/svg+xml') throw new ImageRejectedError(UPLOAD_ERRORS.svg);
  if (!declaredType.startsWith('image/')) throw new ImageRejectedError(UPLOAD_ERRORS.notImage);

  let format: string | undefined;
  let pages = 1;
  let framePixels = 0;
  try {
    const metadata = await sharp(bytes).metadata();
    format = metadata.format;
    pages = metadata.pages ?? 1;
    framePixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
  }
  if (format === 'svg') throw new ImageRejectedError(UPLOAD_ERRORS.svg);
  if (!format || !RASTER_FORMATS.has(format)) throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
  const animated = ANIMATED_FORMATS.has(format) && pages > 1;
  if (animated && framePixels * pages > UPLOAD.maxAnimationPixels)
    throw new ImageRejectedError(UPLOAD_ERRORS.animationTooManyPixels, 413);

  let output: Buffer;
  try {
    // All frames are read as one strip of pages: resize then works frame by frame. No turn by
    // EXIF orientation there (sharp cannot turn several pages a quarter; a GIF has no EXIF).
    const input = animated ? sharp(bytes, { animated: true }) : sharp(bytes).rotate();
    output = await input
      .resize({ width: UPLOAD.maxSidePx, height: UPLOAD.maxSidePx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
  }
  if (animated && output.length > UPLOAD.maxBytes) throw new ImageRejectedError(UPLOAD_ERRORS.animationTooLarge, 413);
  return { bytes: output, contentType: 'image/webp' };
}
