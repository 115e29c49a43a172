import { methodNotAllowed } from '@/app/og/method-not-allowed';
import { languageOfPrefix } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { resumeResponse } from '@/lib/resume-pdf/answer';
import { redirectUnknown } from '@/lib/site-content/read';

/** /<language>/resume/dark.pdf and light.pdf: the résumé in a published language; another prefix answers as any unknown address. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; file: string }> }) {
  const { lang, file } = await params;
  const tag = languageOfPrefix(await getLanguages(), lang);
  if (!tag) return redirectUnknown();
  return resumeResponse(file, tag);
}

export const POST = methodNotAllowed;
