import 'server-only';
import * as fontkit from 'fontkit';
import { cacheLife } from 'next/cache';
import { draftMode } from 'next/headers';
import { getPublishedSections, inLanguage } from '@/lib/content/get-data';
import { EXPORTED_SECTIONS } from '@/lib/json-resume/from-content';
import { directionOf } from '@/lib/languages/model';
import type { Words } from '@/lib/languages/words';
import { getLanguages, wordsOf } from '@/lib/languages/read';
import { RESUME_VARIANTS, type ResumeVariant } from '@/lib/resume';
import { getSections } from '@/lib/site-content/read';
import { resumeFileName } from './file-name';
import { loadResumeFonts, type FontSet } from './fonts';
import { renderResumePdf, type ResumeContent } from './render';

/** The résumé's files: `dark.pdf` and `light.pdf`. */
export const RESUME_FILES = new Map<string, ResumeVariant>(
  RESUME_VARIANTS.map((variant) => [`${variant}.pdf`, variant]),
);

/** The sections the résumé shows (reading exactly these tags the cached PDF with them): the export's, but home. */
const SECTIONS = EXPORTED_SECTIONS.filter((key) => key !== 'home');

/** The résumé's headings a language writes, checked against the PDF font. */
const SAMPLE = ['experience', 'education', 'skills', 'languages', 'projects', 'email', 'phone', 'address'] as const;

/**
 * The language a résumé asked for in `tag` (undefined: the default's) is written in, with its
 * words and the font that draws them (the site's own for Latin letters, Vazirmatn for Arabic
 * script, laid out right to left: lib/resume-pdf/rtl.ts); undefined for the spec's English. A
 * language whose words neither font can draw gets the default language's résumé (as the social
 * cards do) rather than missing letters.
 */
async function writtenIn(tag: string | undefined): Promise<{ tag: string; words: Words; fonts: FontSet } | undefined> {
  const languages = await getLanguages();
  const wanted = tag ?? languages.default;
  const words = await wordsOf(wanted);
  if (!tag && words.english) return undefined;
  const fonts: FontSet = directionOf(wanted) === 'rtl' ? 'arabic' : 'latin';
  const font = fontkit.create((await loadResumeFonts(fonts)).regular);
  const drawn =
    'hasGlyphForCodePoint' in font &&
    SAMPLE.every((key) =>
      [...words(`resumePdf.${key}`)].every((c) => /\s/u.test(c) || font.hasGlyphForCodePoint(c.codePointAt(0)!)),
    );
  if (drawn) return { tag: wanted, words, fonts };
  return tag ? writtenIn(undefined) : undefined;
}

/** Written once per variant and language, and kept until a save to a section it shows or its translation. */
async function publishedPdf(variant: ResumeVariant, tag: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  cacheLife('max');
  const language = await writtenIn(tag);
  const published: ResumeContent = await getPublishedSections(SECTIONS);
  const content = language && tag === language.tag ? await inLanguage(published, tag) : published;
  return new Uint8Array(
    await renderResumePdf(content, variant, await loadResumeFonts(language?.fonts), language?.words),
  );
}

/**
 * The answer to `/resume/<file>` (`tag` undefined) or `/<lang>/resume/<file>`: the PDF, or 404 for
 * another file. The owner previewing drafts gets them too: written for that request, never kept.
 */
export async function resumeResponse(file: string, tag?: string): Promise<Response> {
  const variant = RESUME_FILES.get(file);
  if (!variant) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const preview = (await draftMode()).isEnabled;
  let pdf: Uint8Array<ArrayBuffer>;
  if (preview) {
    const language = await writtenIn(tag);
    const drafted = await getSections(SECTIONS, language && tag === language.tag ? tag : undefined);
    pdf = new Uint8Array(
      await renderResumePdf(drafted, variant, await loadResumeFonts(language?.fonts), language?.words),
    );
  } else {
    pdf = await publishedPdf(variant, tag);
  }
  const { about } = await getPublishedSections(['about']);
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${resumeFileName(about.fullName, variant)}"`,
      // The published PDF keeps the framework's caching headers (shared caches may keep it until a
      // save expires it); a preview with drafts is the owner's alone.
      ...(preview ? { 'Cache-Control': 'private, no-store' } : {}),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
