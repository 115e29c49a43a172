import { cacheLife } from 'next/cache';
import { draftMode } from 'next/headers';
import { getPublishedSections } from '@/lib/content/get-data';
import { getSections } from '@/lib/site-content/read';
import { EXPORTED_SECTIONS } from '@/lib/json-resume/from-content';
import { RESUME_VARIANTS, type ResumeVariant } from '@/lib/resume';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { loadResumeFonts } from '@/lib/resume-pdf/fonts';
import { renderResumePdf, type ResumeContent } from '@/lib/resume-pdf/render';

const FILES = new Map<string, ResumeVariant>(RESUME_VARIANTS.map((variant) => [`${variant}.pdf`, variant]));

export function generateStaticParams() {
  return [...FILES.keys()].map((file) => ({ file }));
}

/** The sections the résumé shows (reading exactly these tags the cached PDF with them): the export's, but home. */
const SECTIONS = EXPORTED_SECTIONS.filter((key) => key !== 'home');

/** Written at build and kept until a save to a section it shows (lib/content/revalidate.ts). */
async function publishedPdf(variant: ResumeVariant): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  cacheLife('max');
  const content: ResumeContent = await getPublishedSections(SECTIONS);
  return new Uint8Array(await renderResumePdf(content, variant, await loadResumeFonts()));
}

/** /resume/dark.pdf and /resume/light.pdf: the owner's résumé, written from the content. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const variant = FILES.get((await params).file);
  if (!variant) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  // The owner previewing drafts gets them in the PDF too: written for that request, never kept.
  const preview = (await draftMode()).isEnabled;
  const drafted = preview ? await getSections(SECTIONS) : null;
  const pdf = drafted
    ? new Uint8Array(await renderResumePdf(drafted, variant, await loadResumeFonts()))
    : await publishedPdf(variant);
  const { about } = drafted ?? (await getPublishedSections(['about']));
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
