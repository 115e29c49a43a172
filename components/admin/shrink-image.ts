import { UPLOAD } from '@/lib/media/upload-limits';
import { fitWithin } from '@/lib/media/fit-within';

/** Types the browser should not redraw: animation (GIF) or vectors (SVG) would be lost. */
const SENT_AS_IS = new Set(['image/gif', 'image/svg+xml']);
/** Types that have no transparency, so JPEG (when the browser cannot encode WebP) loses nothing. */
const OPAQUE = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/heic', 'image/heif']);
/** Tried in order until the result fits the upload cap. */
const QUALITIES = [0.9, 0.8, 0.7, 0.6];

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Makes a photo small enough to upload before it is sent: decoded by the browser (its EXIF
 * orientation applied), drawn with its longest side at most UPLOAD.maxSidePx (what the server
 * keeps anyway), and encoded as WebP (JPEG where the browser has no WebP encoder and the image
 * has no transparency), at lower quality only while it is over UPLOAD.maxBytes. The result keeps
 * the file's name and is used only when it is smaller than the original; GIF, SVG, anything the
 * browser cannot decode and anything already small enough are returned as they are (the server
 * checks and re-encodes every upload in any case).
 */
export async function shrinkImage(file: File): Promise<File> {
  if (SENT_AS_IS.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const target = fitWithin(bitmap.width, bitmap.height, UPLOAD.maxSidePx);
    const resized = target.width !== bitmap.width || target.height !== bitmap.height;
    if (!resized && file.size <= UPLOAD.maxBytes) return file;

    const canvas = makeCanvas(target.width, target.height);
    // Asked of the canvas's own kind (their getContext overloads differ).
    const context = canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);

    let best: Blob | null = null;
    for (const quality of QUALITIES) {
      let blob = await encode(canvas, 'image/webp', quality);
      // A browser without a WebP encoder answers PNG: JPEG then, if nothing transparent is lost.
      if (blob && blob.type !== 'image/webp') {
        blob = OPAQUE.has(file.type) ? await encode(canvas, 'image/jpeg', quality) : null;
        if (blob && blob.type !== 'image/jpeg') blob = null;
      }
      if (!blob) break;
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= UPLOAD.maxBytes) break;
    }
    // Frees the canvas's pixels at once rather than at the next garbage collection.
    canvas.width = 0;
    canvas.height = 0;
    if (!best || best.size >= file.size) return file;
    return new File([best], file.name, { type: best.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
