import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getMediaStore } from '@/lib/media';
import { deleteAllUnused } from '@/lib/media/library';
import { getStore } from '@/lib/store';

/** Deletes every upload nothing uses (published content, drafts and History keep theirs); answers their ids. */
export async function DELETE(request: Request): Promise<Response> {
  const refusal = await refuseWithoutSession(request);
  if (refusal) return refusal;
  const deleted = await deleteAllUnused(getStore(), getMediaStore());
  return Response.json(
    { deleted, message: MEDIA_LIBRARY.deletedUnused(deleted.length) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
