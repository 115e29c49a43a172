import { noStoreJson, ownerOnly } from '@/app/api/admin/route-helpers';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getMediaStore } from '@/lib/media';
import { deleteAllUnused } from '@/lib/media/library';
import { getStore } from '@/lib/store';

/** Deletes every upload nothing uses (published content, drafts and History keep theirs); answers their ids. */
export const DELETE = ownerOnly(async () => {
  const deleted = await deleteAllUnused(getStore(), getMediaStore());
  return noStoreJson({ deleted, message: MEDIA_LIBRARY.deletedUnused(deleted.length) });
});
