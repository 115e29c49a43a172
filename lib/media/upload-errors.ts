import { UPLOAD } from '@/lib/media/upload-limits';

/** Refusal texts shared by the upload endpoint and the image input. */
export const UPLOAD_ERRORS = {
  notImage: 'Only image files can be uploaded',
  svg: 'SVG images are not accepted; upload a PNG, JPEG, WebP, GIF or AVIF image',
  fakeImage: 'The file is not a valid image',
  tooLarge: `Images must be at most ${UPLOAD.maxBytes / (1024 * 1024)} MB`,
  empty: 'Choose an image file to upload',
} as const;
