import { draftMode } from 'next/headers';
import { sectionTagsSettled } from '@/lib/content/cache-tags';
import { getData } from '@/lib/content/get-data';
import { RESUME_VARIANTS, type ResumeVariant } from '@/lib/resume';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { loadResumeFonts } from '@/lib/resume-pdf/fonts';
import { renderResumePdf, type ResumeContent } from '@/lib/resume-pdf/render';
import { readOnly } from '@/lib/http/refuse';

// Written at build and kept; a save to any section the résumé shows expires its tag, and the next
// download writes it again (lib/content/revalidate.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

const FILES = new Map<string, ResumeVariant>(RESUME_VARIANTS.map((variant) => [`${variant}.pdf`, variant]));

export function generateStaticParams() {
  return [...FILES.keys()].map((file) => ({ file }));
}

/** /resume/dark.pdf and /resume/light.pdf: the owner's résumé, written from the content. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const variant = FILES.get((await params).file);
  if (!variant) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const user = await getData('user');
  // Reading exactly these sections tags the stored PDF with them.
  const content: ResumeContent = {
    about: user.about,
    workTimeline: user.workTimeline,
    educationTimeline: user.educationTimeline,
    skills: user.skills,
    languagesKnown: user.languagesKnown,
    frontendProjects: user.frontendProjects,
    fullstackProjects: user.fullstackProjects,
    backendProjects: user.backendProjects,
    socialLinks: user.socialLinks,
  };
  const pdf = await renderResumePdf(content, variant, await loadResumeFonts());
  await sectionTagsSettled(user);
  // The owner previewing drafts gets them in the PDF too: never kept anywhere.
  const preview = (await draftMode()).isEnabled;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${resumeFileName(content.about.fullName, variant)}"`,
      // The server keeps it until the content changes; a browser asks again every time.
      'Cache-Control': preview ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The résumés are read-only downloads. */
const methodNotAllowed = readOnly('a download');

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
