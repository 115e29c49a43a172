import { readFormData } from '@/lib/http/read-body';
import { UPLOAD, type UploadKind } from './upload-limits';
import { processImage } from './process-image';
import { checkResumePdf } from './resume-file';
import { RESUME_UPLOAD_ERRORS, UPLOAD_ERRORS, UploadRejectedError } from './upload-errors';
import type { MediaObject } from './types';
import { uploadName } from './upload-name';

type Refused = { ok: false; status: number; error: string };

// Room for the multipart envelope around a maximum-size file.
const MAX_BODY_BYTES = UPLOAD.maxBytes + 64 * 1024;

/** An upload's form, read up to the cap (counted on the bytes received, chunked or not), then parsed in memory. */
export async function readUploadForm(request: Request): Promise<{ ok: true; form: FormData } | Refused> {
  const body = await readFormData(request, MAX_BODY_BYTES);
  if (body.ok) return body;
  return body.reason === 'too-large'
    ? { ok: false, status: 413, error: UPLOAD_ERRORS.tooLarge }
    : { ok: false, status: 400, error: 'Send the file as multipart form data in the field "file"' };
}

/**
 * The form's file checked and made ready to store, as every upload is: an image re-encoded
 * (processImage), a PDF checked (checkResumePdf), named by its own name (sanitised). A refusal
 * carries the status and message the endpoint answers.
 */
export async function prepareUpload(
  file: FormDataEntryValue | null,
  kind: UploadKind,
): Promise<{ ok: true; object: MediaObject } | Refused> {
  if (!(file instanceof File))
    return { ok: false, status: 400, error: kind === 'pdf' ? RESUME_UPLOAD_ERRORS.empty : UPLOAD_ERRORS.empty };
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const object = kind === 'pdf' ? checkResumePdf(bytes, file.type) : await processImage(bytes, file.type);
    return { ok: true, object: { ...object, name: uploadName(file.name) } };
  } catch (error) {
    if (error instanceof UploadRejectedError) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
}
