import { ownerOnly } from '@/app/api/admin/route-helpers';
import { BACKUP_MEDIA } from '@/lib/backup/words';
import { UPLOAD } from '@/lib/media/upload-limits';
import { getMediaStore } from '@/lib/media';
import { RestoreRejectedError, checkRestoredObject } from '@/lib/media/check-restored';
import { readFormData } from '@/lib/http/read-body';
import { refuse } from '@/lib/http/refuse';

// Room for the multipart envelope around a maximum-size file.
const MAX_BODY_BYTES = UPLOAD.maxBytes + 64 * 1024;

/**
 * Restores one file of a backup under its own id (multipart fields "id" and "file"), checked by
 * content as an upload is. The admin's import sends each file this way before the content, so no
 * request outgrows Vercel's 4.5 MB body limit. An id already present is kept as it is.
 */
export const POST = ownerOnly(async (request: Request) => {
  const body = await readFormData(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? refuse(413, BACKUP_MEDIA.tooLarge('file', UPLOAD.maxBytes))
      : refuse(400, 'Send the file as multipart form data in the fields "id" and "file"');
  }
  const id = String(body.form.get('id') ?? '');
  const file = body.form.get('file');
  if (!(file instanceof File)) return refuse(400, BACKUP_MEDIA.empty(id));
  try {
    const object = await checkRestoredObject(id, Buffer.from(await file.arrayBuffer()));
    const outcome = await getMediaStore().restore(id, object);
    if (outcome === false) return refuse(400, BACKUP_MEDIA.badId(id));
    return Response.json({ id, outcome }, { status: outcome === 'restored' ? 201 : 200 });
  } catch (error) {
    if (error instanceof RestoreRejectedError) return refuse(422, error.message);
    throw error;
  }
});
