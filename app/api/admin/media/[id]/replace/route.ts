import { noStoreJson, ownerOnly } from '@/app/api/admin/route-helpers';
import { ensureContentReady } from '@/lib/content/ready';
import { revalidateSections } from '@/lib/content/revalidate';
import { getMediaStore } from '@/lib/media';
import { replaceMedia } from '@/lib/media/library';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { readUploadForm } from '@/lib/media/prepare-upload';
import { refuse } from '@/lib/http/refuse';
import { getStore } from '@/lib/store';

/**
 * Replaces one upload by the file sent (multipart field "file", checked as any upload is) wherever
 * the published content and the drafts use it, as one revision in History; answers the new
 * { id, url }, how many places now show it (`places`) and a message. The old upload stays in the
 * library. 400 for a file of the other kind (a PDF for an image or the reverse), 404 for an
 * unknown id; nothing changes then.
 */
export const POST = ownerOnly(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const body = await readUploadForm(request);
  if (!body.ok) return refuse(body.status, body.error);
  const store = getStore();
  await ensureContentReady(store);
  const result = await replaceMedia(store, getMediaStore(), id, body.form.get('file')).catch((error: unknown) => {
    console.error('Replacing an upload failed:', error instanceof Error ? error.message : error);
    return { ok: false as const, status: 503, error: MEDIA_LIBRARY.replaceFailed };
  });
  if (!result.ok) return refuse(result.status, result.error);
  await revalidateSections(result.sections);
  const { ok: _ok, sections: _sections, ...answer } = result;
  return noStoreJson(answer);
});
