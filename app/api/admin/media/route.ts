import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { UPLOAD } from '@/lib/constants';
import { getMediaStore } from '@/lib/media';
import { ImageRejectedError, UPLOAD_ERRORS, processImage } from '@/lib/media/process-image';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

// Room for the multipart envelope around a maximum-size image.
const MAX_BODY_BYTES = UPLOAD.maxBytes + 64 * 1024;

function refuse(message: string, status: number): Response {
  return Response.json({ error: message }, { status });
}

/** Uploads one image (multipart field "file"); answers { id, url } of the re-encoded copy. */
export async function POST(request: Request): Promise<Response> {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;

  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return refuse(UPLOAD_ERRORS.tooLarge, 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse('Send the image as multipart form data in the field "file"', 400);
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse(UPLOAD_ERRORS.empty, 400);
  if (file.size > UPLOAD.maxBytes) return refuse(UPLOAD_ERRORS.tooLarge, 413);

  try {
    const image = await processImage(Buffer.from(await file.arrayBuffer()), file.type);
    const stored = await getMediaStore().put(image);
    return Response.json(stored, { status: 201 });
  } catch (error) {
    if (error instanceof ImageRejectedError) return refuse(error.message, error.status);
    throw error;
  }
}
