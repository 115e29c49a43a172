import { languageOfPrefix } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { OG_PAGES } from '@/lib/og';
import { itemCardResponse } from '@/lib/og-card';
import { pageCard } from '@/lib/og-cards';
import { redirectUnknown } from '@/lib/site-content/read';
import { methodNotAllowed } from '@/app/og/method-not-allowed';

/** A public route's social card in a published language (`/de/og/about-me`); another prefix answers as any unknown address. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; page: string }> }) {
  const { lang, page } = await params;
  const tag = languageOfPrefix(await getLanguages(), lang);
  if (!tag) return redirectUnknown();
  return itemCardResponse(OG_PAGES.some((p) => p.slug === page) ? await pageCard(page, tag) : null);
}

export const POST = methodNotAllowed;
