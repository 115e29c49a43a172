import { noStoreJson, ownerOnly } from '@/app/api/admin/route-helpers';
import { importContent, partsParam, previewImport } from '@/lib/backup/backup';
import { revalidateAllContent } from '@/lib/content/revalidate';
import { getMediaStore } from '@/lib/media';
import { getStore } from '@/lib/store';
import { readBodyText } from '@/lib/http/read-body';

const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

const refused = (status: number, errors: string[]) => Response.json({ errors }, { status });

/**
 * Validates a JSON backup and, only when all of it is valid, restores the files it carries and
 * replaces the chosen parts with it. With ?preview=1 it writes nothing and answers what the import
 * would change, part by part. ?parts=content,inbox,… imports only those parts (default: every part
 * the file holds). The admin sends the files one by one to /api/admin/import/media before the
 * content (each file stays under the platform's body limit); a whole backup up to this route's cap
 * is taken in one request too (command line, curl).
 */
export const POST = ownerOnly(async (request: Request) => {
  // Capped on the bytes received, whatever Content-Length or Transfer-Encoding say.
  const body = await readBodyText(request, MAX_BACKUP_BYTES);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? refused(413, [`The backup file is larger than ${MAX_BACKUP_BYTES / (1024 * 1024)} MB`])
      : refused(400, ['The file is not valid JSON: it is not UTF-8 text']);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch (error) {
    return refused(400, [`The file is not valid JSON: ${(error as Error).message}`]);
  }
  const url = new URL(request.url);
  if (url.searchParams.get('preview') === '1') {
    const preview = await previewImport(json, getStore(), getMediaStore());
    if (!preview.ok) return refused(422, preview.errors);
    return noStoreJson(preview);
  }
  const result = await importContent(json, getStore(), getMediaStore(), partsParam(url));
  if (!result.ok) return refused(422, result.errors);
  await revalidateAllContent();
  return Response.json(result);
});
