import sharp from 'sharp';
import { UPLOAD } from '@/lib/media/upload-limits';
import type { MediaObject } from './types';
import { UPLOAD_ERRORS, UploadRejectedError } from './upload-errors';

export class ImageRejectedError extends UploadRejectedError {}

/** The raster formats taken (as sharp names them), with their content types. */
export const RASTER_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/heif',
  tiff: 'image/tiff',
};
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
  if (!format || !Object.hasOwn(RASTER_TYPES, format)) throw new ImageRejectedError(UPLOAD_ERRORS.fakeImage);
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

/** The RIFF chunks of a WebP `processImage` writes: image data and animation, never metadata. */
const OUTPUT_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
/** The chunks inside one frame (ANMF) of an animated WebP. */
const FRAME_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH']);
/** Bytes of an ANMF chunk's own header (offsets, size, duration, flags) before its frame's chunks. */
const FRAME_HEADER_BYTES = 16;

/** True when bytes[from, to) is a run of whole chunks, each of the `allowed` kinds, and nothing else. */
function onlyChunks(bytes: Buffer, from: number, to: number, allowed: ReadonlySet<string>): boolean {
  let at = from;
  while (at < to) {
    if (at + 8 > to) return false;
    const kind = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size;
    if (!allowed.has(kind) || end > to) return false;
    if (
      kind === 'ANMF' &&
      (size < FRAME_HEADER_BYTES || !onlyChunks(bytes, at + 8 + FRAME_HEADER_BYTES, end, FRAME_CHUNKS))
    )
      return false;
    at = end + (size % 2); // chunks are padded to an even length
  }
  return at === to;
}

/**
 * Whether `bytes` are already what `processImage` writes: a WebP of image data only (no EXIF,
 * XMP, ICC or any other chunk, nothing after its end), within the caps, every frame decodable.
 * Such a file (an upload in a backup of this site) is kept as it is: encoding it again would only
 * lose quality, export after export.
 */
export async function isProcessedImage(bytes: Buffer): Promise<boolean> {
  if (bytes.length < 12 || bytes.length > UPLOAD.maxBytes) return false;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return false;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  if (!onlyChunks(bytes, 12, bytes.length, OUTPUT_CHUNKS)) return false;
  try {
    // Without `animated`, the height is one frame's.
    const { format, width, height, exif, xmp, icc, iptc } = await sharp(bytes).metadata();
    if (format !== 'webp' || exif || xmp || icc || iptc) return false;
    if (!width || !height || Math.max(width, height) > UPLOAD.maxSidePx) return false;
    // Every pixel of every frame decoded, as a new encoding would need them.
    await sharp(bytes, { animated: true }).stats();
    return true;
  } catch {
    return false;
  }
}
