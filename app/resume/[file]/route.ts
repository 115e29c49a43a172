import { RESUME_FILES, resumeResponse } from '@/lib/resume-pdf/answer';

export function generateStaticParams() {
  return [...RESUME_FILES.keys()].map((file) => ({ file }));
}

/** /resume/dark.pdf and /resume/light.pdf: the owner's résumé, written from the content (lib/resume-pdf). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return resumeResponse((await params).file);
}
