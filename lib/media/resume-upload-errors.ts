import { UPLOAD } from '@/lib/media/upload-limits';

/** Refusal texts shared by the upload endpoint and the About editor's résumé upload. */
export const RESUME_UPLOAD_ERRORS = {
  notPdf: 'Only PDF files can be uploaded as a résumé',
  fakePdf: 'The file is not a valid PDF',
  tooLarge: `Résumé files must be at most ${UPLOAD.maxBytes / (1024 * 1024)} MB`,
  empty: 'Choose a PDF file to upload',
} as const;
