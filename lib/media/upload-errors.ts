import { UPLOAD } from '@/lib/media/upload-limits';

/** Refusal texts shared by the upload endpoint and the image input. */
export const UPLOAD_ERRORS = {
  notImage: 'Only image files can be uploaded',
  svg: 'SVG images are not accepted; upload a PNG, JPEG, WebP, GIF or AVIF image',
  fakeImage: 'The file is not a valid image',
  tooLarge: `Images must be at most ${UPLOAD.maxBytes / (1024 * 1024)} MB`,
  animationTooManyPixels: `This animation holds more than ${Math.floor(UPLOAD.maxAnimationPixels / 1e6)} million pixels across its frames: upload it with fewer frames or smaller`,
  animationTooLarge: `This animation is over ${UPLOAD.maxBytes / (1024 * 1024)} MB once converted to WebP: upload it with fewer frames or smaller`,
  empty: 'Choose an image file to upload',
} as const;

/** Refusal texts shared by the upload endpoint and the About editor's résumé upload. */
export const RESUME_UPLOAD_ERRORS = {
  notPdf: 'Only PDF files can be uploaded as a résumé',
  fakePdf: 'The file is not a valid PDF',
  tooLarge: `Résumé files must be at most ${UPLOAD.maxBytes / (1024 * 1024)} MB`,
  empty: 'Choose a PDF file to upload',
} as const;

/** An upload refused by its content: the message to show and the status the endpoint answers. */
export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly status = 415,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
