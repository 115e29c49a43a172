import { UPLOAD } from '@/lib/media/upload-limits';
import { RESUME_UPLOAD_ERRORS, UploadRejectedError } from './upload-errors';
import type { MediaObject } from './types';

export class ResumeRejectedError extends UploadRejectedError {}

/**
 * The owner's own résumé file, stored as sent once it is known to be a PDF: declared as one, with
 * the PDF header at the start and an end-of-file marker near the end (whatever the name says).
 */
export function checkResumePdf(bytes: Buffer, declaredType: string): MediaObject {
  if (bytes.length === 0) throw new ResumeRejectedError(RESUME_UPLOAD_ERRORS.empty, 400);
  if (bytes.length > UPLOAD.maxBytes) throw new ResumeRejectedError(RESUME_UPLOAD_ERRORS.tooLarge, 413);
  if (declaredType !== 'application/pdf') throw new ResumeRejectedError(RESUME_UPLOAD_ERRORS.notPdf);
  const head = bytes.subarray(0, 1024).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/^%PDF-\d\.\d/.test(head) || !tail.includes('%%EOF'))
    throw new ResumeRejectedError(RESUME_UPLOAD_ERRORS.fakePdf);
  return { bytes, contentType: 'application/pdf' };
}
