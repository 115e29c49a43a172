/** Uploads: the largest file taken, the longest image side kept, and how an upload is served. */
export const UPLOAD = {
  /**
   * The largest file /api/admin/media takes (image or résumé). With its multipart envelope a
   * request stays under the 4.5 MB body limit of Vercel's functions; the image inputs shrink
   * larger photos in the browser first (components/admin/shrink-image.ts).
   */
  maxBytes: 4 * 1024 * 1024,
  /** The longest side the server keeps (lib/media/process-image.ts); the browser shrinks to it too. */
  maxSidePx: 2560,
  /**
   * The most pixels an animation may hold across all its frames: sharp's own input limit
   * (`limitInputPixels`), which counts an animation's frames together. Past it an animated upload
   * is refused by name rather than as an invalid image.
   */
  maxAnimationPixels: 0x3fff * 0x3fff,
  /** The image input's status while the browser shrinks a chosen photo. */
  preparingText: 'Preparing image...',
  mediaCacheControl: 'public, max-age=31536000, immutable',
} as const;

/** What an upload is: an image (re-encoded) or a PDF (stored as sent). */
export type UploadKind = 'image' | 'pdf';

/** The kind of a stored object or a chosen file, by its type; null for neither. */
export const uploadKind = (type: string): UploadKind | null =>
  type === 'application/pdf' ? 'pdf' : type.startsWith('image/') ? 'image' : null;
