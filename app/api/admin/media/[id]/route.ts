import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getMediaStore } from '@/lib/media';
import { deleteUnusedMedia } from '@/lib/media/library';
import { refuse } from '@/lib/http/refuse';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { getStore } from '@/lib/store';

/** Deletes one upload, unless the content, a draft or a revision in History still uses it (409, naming where). */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const refusal = refuseCrossOrigin(request) ?? (await refuseWithoutSession());
  if (refusal) return refusal;
  const { id } = await params;
  const result = await deleteUnusedMedia(getStore(), getMediaStore(), id);
  if (!result.ok) return refuse(result.status, result.error);
  return Response.json({ deleted: id, message: MEDIA_LIBRARY.deleted }, { headers: { 'Cache-Control': 'no-store' } });
}
