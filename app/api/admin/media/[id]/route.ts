import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { getMediaStore } from '@/lib/media';
import { deleteMedia } from '@/lib/media/library';
import { refuse } from '@/lib/http/refuse';
import { getStore } from '@/lib/store';

/** Deletes one upload, unless the content or a draft still uses it (409, naming where); History gets a placeholder. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const refusal = await refuseWithoutSession(request);
  if (refusal) return refusal;
  const { id } = await params;
  const result = await deleteMedia(getStore(), getMediaStore(), id);
  if (!result.ok) return refuse(result.status, result.error);
  return Response.json({ deleted: id, message: MEDIA_LIBRARY.deleted }, { headers: { 'Cache-Control': 'no-store' } });
}
