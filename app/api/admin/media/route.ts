import { after } from 'next/server';
import { noStoreJson, ownerOnly } from '@/app/api/admin/route-helpers';
import { getMediaStore } from '@/lib/media';
import { listLibrary, removeUnusedMediaOnceADay, storeUpload } from '@/lib/media/library';
import { prepareUpload, readUploadForm } from '@/lib/media/prepare-upload';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getStore } from '@/lib/store';
import { refuse } from '@/lib/http/refuse';

/** The media library for the image picker: every upload with its size, usage and alt texts. */
export const GET = ownerOnly(async () => {
  const items = await listLibrary(getStore(), getMediaStore());
  return noStoreJson({ items });
});

/**
 * Uploads one image (multipart field "file"); answers { id, url } of the re-encoded copy (201), or
 * of the upload already holding the same bytes (200, with a message naming it). The file's own
 * name is kept (sanitised). With the field purpose=resume, the file is the owner's own résumé
 * instead: a PDF, stored as sent.
 */
export const POST = ownerOnly(async (request: Request) => {
  const body = await readUploadForm(request);
  if (!body.ok) return refuse(body.status, body.error);
  const image = body.form.get('purpose') !== 'resume';
  const prepared = await prepareUpload(body.form.get('file'), image ? 'image' : 'pdf');
  if (!prepared.ok) return refuse(prepared.status, prepared.error);
  const { existing, ...stored } = await storeUpload(getMediaStore(), prepared.object);
  // Once a day, after answering: uploads abandoned more than a day ago go.
  if (image) after(() => removeUnusedMediaOnceADay(getStore(), getMediaStore()));
  if (existing === undefined) return Response.json(stored, { status: 201 });
  return Response.json({ ...stored, message: MEDIA_LIBRARY.alreadyStored(existing) }, { status: 200 });
});
