import { noStoreJson, ownerOnly } from '@/app/api/admin/route-helpers';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getMediaStore } from '@/lib/media';
import { deleteMedia } from '@/lib/media/library';
import { refuse } from '@/lib/http/refuse';
import { getStore } from '@/lib/store';

/** Deletes one upload, unless the content or a draft still uses it (409, naming where); History gets a placeholder. */
export const DELETE = ownerOnly(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const result = await deleteMedia(getStore(), getMediaStore(), id);
  if (!result.ok) return refuse(result.status, result.error);
  return noStoreJson({ deleted: id, message: MEDIA_LIBRARY.deleted });
});
