import { UPLOAD } from '@/lib/media/upload-limits';
import { getMediaStore } from '@/lib/media';

/** Uploaded images; an id never changes content, so browsers and CDNs may keep them forever. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const media = await getMediaStore().get(id);
  if (!media) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(media.bytes), {
    headers: {
      'Content-Type': media.contentType,
      'Content-Length': String(media.bytes.length),
      'Cache-Control': UPLOAD.mediaCacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
