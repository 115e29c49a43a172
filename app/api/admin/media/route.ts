import { after } from 'next/server';
import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { UPLOAD } from '@/lib/media/upload-limits';
import { getMediaStore } from '@/lib/media';
import { listLibrary, removeUnusedMediaOnceADay, storeUpload } from '@/lib/media/library';
import { uploadName } from '@/lib/media/upload-name';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import type { MediaObject } from '@/lib/media/types';
import { getStore } from '@/lib/store';
import { ImageRejectedError, UPLOAD_ERRORS, processImage } from '@/lib/media/process-image';
import { ResumeRejectedError, checkResumePdf } from '@/lib/media/resume-file';
import { RESUME_UPLOAD_ERRORS } from '@/lib/media/resume-upload-errors';
import { readFormData } from '@/lib/http/read-body';
import { refuse } from '@/lib/http/refuse';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

/** The media library for the image picker: every upload with its size, usage and alt texts. */
export async function GET(): Promise<Response> {
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;
  const items = await listLibrary(getStore(), getMediaStore());
  return Response.json({ items }, { headers: { 'Cache-Control': 'no-store' } });
}

// Room for the multipart envelope around a maximum-size image.
const MAX_BODY_BYTES = UPLOAD.maxBytes + 64 * 1024;

/**
 * Uploads one image (multipart field "file"); answers { id, url } of the re-encoded copy (201), or
 * of the upload already holding the same bytes (200, with a message naming it). The file's own
 * name is kept (sanitised). With the field purpose=resume, the file is the owner's own résumé
 * instead: a PDF, stored as sent.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = refuseCrossOrigin(request) ?? (await refuseWithoutSession());
  if (refusal) return refusal;

  // Read up to the cap (counted on the bytes received, chunked or not), then parsed in memory.
  const body = await readFormData(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? refuse(413, UPLOAD_ERRORS.tooLarge)
      : refuse(400, 'Send the image as multipart form data in the field "file"');
  }
  const file = body.form.get('file');
  if (body.form.get('purpose') === 'resume') return storeResume(file);
  if (!(file instanceof File) || file.size === 0) return refuse(400, UPLOAD_ERRORS.empty);
  if (file.size > UPLOAD.maxBytes) return refuse(413, UPLOAD_ERRORS.tooLarge);

  try {
    const image = await processImage(Buffer.from(await file.arrayBuffer()), file.type);
    const answer = await answerStored({ ...image, name: uploadName(file.name) });
    // Once a day, after answering: uploads abandoned more than a day ago go.
    after(() => removeUnusedMediaOnceADay(getStore(), getMediaStore()));
    return answer;
  } catch (error) {
    if (error instanceof ImageRejectedError) return refuse(error.status, error.message);
    throw error;
  }
}

async function storeResume(file: FormDataEntryValue | null): Promise<Response> {
  if (!(file instanceof File)) return refuse(400, RESUME_UPLOAD_ERRORS.empty);
  try {
    const pdf = checkResumePdf(Buffer.from(await file.arrayBuffer()), file.type);
    return await answerStored({ ...pdf, name: uploadName(file.name) });
  } catch (error) {
    if (error instanceof ResumeRejectedError) return refuse(error.status, error.message);
    throw error;
  }
}

/** Stores `object` (or finds the same bytes stored already) and answers its id and url. */
async function answerStored(object: MediaObject): Promise<Response> {
  const { existing, ...stored } = await storeUpload(getMediaStore(), object);
  if (existing === undefined) return Response.json(stored, { status: 201 });
  return Response.json({ ...stored, message: MEDIA_LIBRARY.alreadyStored(existing) }, { status: 200 });
}
