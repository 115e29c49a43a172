import { languageOfPrefix } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { itemCardResponse } from '@/lib/og-card';
import { projectCard } from '@/lib/og-cards';
import { redirectUnknown } from '@/lib/site-content/read';
import { methodNotAllowed } from '@/app/og/method-not-allowed';

/** A project page's social card in a published language; another prefix answers as any unknown address. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const tag = languageOfPrefix(await getLanguages(), lang);
  if (!tag) return redirectUnknown();
  return itemCardResponse(await projectCard(slug, tag));
}

export const POST = methodNotAllowed;
