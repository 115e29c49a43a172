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

/**
 * Checks the bytes really are a raster image (whatever the declared type says), then re-encodes
 * it: orientation applied, longest side at most 2560 px, every metadata block (EXIF, GPS) dropped.
 */
export async function processImage(bytes: Buffer, declaredType: string): Promise<MediaObject> {
  if (bytes.length === 0) throw new ImageRejectedError(UPLOAD_ERRORS.empty, 400);
  if (bytes.length > UPLOAD.maxBytes) throw new ImageRejectedError(UPLOAD_ERRORS.tooLarge, 413);
  if (declaredType === 'image/svg+xml') throw new ImageRejectedError(UPLOAD_ERRORS.svg);
  if (!declaredType.startsWith('image/')) throw new ImageRejectedError(UPLOAD_ERRORS.notImage);

  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
  }
  if (format === 'svg') throw new ImageRejectedError(UPLOAD_ERRORS.svg);
  if (!format || !RASTER_FORMATS.has(format)) throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);

  try {
    const output = await sharp(bytes)
      .rotate()
      .resize({ width: UPLOAD.maxSidePx, height: UPLOAD.maxSidePx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp' };
  } catch {
    throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
  }
}
