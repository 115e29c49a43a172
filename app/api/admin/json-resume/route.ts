import { noStoreJson as answer, ownerOnly } from '@/app/api/admin/route-helpers';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { ensureContentReady } from '@/lib/content/ready';
import { listedLanguageTags } from '@/lib/content/language-tag';
import { revalidateSections, revalidateTranslations } from '@/lib/content/revalidate';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { env } from '@/lib/env';
import { readBodyText } from '@/lib/http/read-body';
import { describeChange } from '@/lib/admin/history-diff';
import {
  importResume,
  importResumeTranslation,
  parseResume,
  previewResumeImport,
  previewResumeTranslation,
} from '@/lib/json-resume/import';

const SITE_LANGUAGES_PATH = `${USER_PATH_KEY}/siteLanguages`;
import { getStore } from '@/lib/store';

/**
 * Imports an uploaded resume.json (JSON Resume v1.0.0) into the published content. With ?preview=1
 * it writes nothing and answers what would change, section by section, with its notes and the
 * demo's leftovers it could clear; without, it writes all of it as one revision (?clearDemo=1: the
 * leftovers cleared too), or nothing: 422 for a file the schema refuses (each problem named by its
 * place), 409 when the site changed after the preview named by ?basis=. With ?lang= naming another
 * of the site's languages, the file is that language's text: it changes the language's
 * translations only (lib/json-resume/to-translation.ts), in the same steps.
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
  const lang = query.get('lang');
  const languages = listedLanguageTags(await getStore().get(SITE_LANGUAGES_PATH));
  if (lang !== null && lang !== (languages[0] ?? 'en')) {
    // Another of the site's languages: the file translates what the site has.
    if (!languages.slice(1).includes(lang)) return answer({ errors: [JSON_RESUME.notALanguage] }, 422);
    if (query.get('preview') === '1')
      return answer(await previewResumeTranslation(parsed.resume, getStore(), lang, describeChange));
    const basis = query.get('basis') ?? undefined;
    const result = await importResumeTranslation(parsed.resume, getStore(), lang, ensureContentReady, { basis });
    if (!result.ok) return answer({ errors: result.errors }, result.changed ? 409 : 422);
    await revalidateTranslations(lang, result.sections);
    return answer(result);
  }
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
