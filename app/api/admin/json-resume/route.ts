import { noStoreJson as answer, ownerOnly } from '@/app/api/admin/route-helpers';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { ensureContentReady } from '@/lib/content/ready';
import { revalidateSections } from '@/lib/content/revalidate';
import { env } from '@/lib/env';
import { readBodyText } from '@/lib/http/read-body';
import { describeChange } from '@/lib/admin/history-diff';
import { importResume, parseResume, previewResumeImport } from '@/lib/json-resume/import';
import { getStore } from '@/lib/store';

/**
 * Imports an uploaded resume.json (JSON Resume v1.0.0) into the published content. With ?preview=1
 * it writes nothing and answers what would change, section by section, with its notes and the
 * demo's leftovers it could clear; without, it writes all of it as one revision (?clearDemo=1: the
 * leftovers cleared too), or nothing: 422 for a file the schema refuses (each problem named by its
 * place), 409 when the site changed after the preview named by ?basis=.
 */
export const POST = ownerOnly(async (request: Request) => {
  const body = await readBodyText(request, JSON_RESUME.maxBytes);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? answer({ errors: [JSON_RESUME.tooLarge(JSON_RESUME.maxBytes)] }, 413)
      : answer({ errors: [JSON_RESUME.notUtf8] }, 400);
  }
  const parsed = parseResume(body.text);
  if (!parsed.ok) return answer({ errors: parsed.errors }, 422);
  const { siteUrl } = env();
  const query = new URL(request.url).searchParams;
  if (query.get('preview') === '1') {
    const preview = await previewResumeImport(parsed.resume, getStore(), siteUrl, describeChange);
    if (!preview.ok) return answer({ errors: preview.errors }, 422);
    return answer(preview);
  }
  const choices = { clearDemo: query.get('clearDemo') === '1', basis: query.get('basis') ?? undefined };
  const result = await importResume(parsed.resume, getStore(), siteUrl, ensureContentReady, choices);
  if (!result.ok) return answer({ errors: result.errors }, result.changed ? 409 : 422);
  await revalidateSections(result.sections);
  return answer(result);
});
