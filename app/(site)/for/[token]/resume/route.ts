import { SHARE_LINKS } from '@/lib/share-links/words';
import { getPublishedSections } from '@/lib/content/get-data';
import { prefixOf } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { resumeHref } from '@/lib/resume';
import { admitEvent, countEvent, openLink } from '@/lib/share-links/visit';

const FIELDS = { dark: 'cvfileLinkDark', light: 'cvfileLinkLight' } as const;

const goTo = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });

/**
 * The résumé a share link offers: counted for the link (unless not to be counted), then the
 * visitor is sent on to the file. A link that does not open (unknown, expired, revoked) or offers
 * no résumé sends the visitor back to its page, which says so politely: the same answer for all.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const started = performance.now();
  const { token } = await params;
  const link = await openLink(token, started);
  if (!link || link.variant === 'none') return goTo(SHARE_LINKS.pageHref(encodeURIComponent(token)));
  const [{ about }, languages] = await Promise.all([getPublishedSections(['about']), getLanguages()]);
  const admitted = await admitEvent(request.headers);
  if (admitted === 'count') await countEvent(link.id, { kind: 'resume' });
  // The generated résumé in the link's language, while that language is published.
  const language = languages.published.slice(1).find((tag) => tag === link.language);
  return goTo(resumeHref(about[FIELDS[link.variant]], link.variant, language ? `/${prefixOf(language)}` : ''));
}
