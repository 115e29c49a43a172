import { OG_PAGES } from '@/lib/og';
import { itemCardResponse } from '@/lib/og-card';
import { pageCard } from '@/lib/og-cards';

export function generateStaticParams() {
  return OG_PAGES.map((p) => ({ page: p.slug }));
}

/** The social-card image of each public route, drawn at build with the local fonts (nothing fetched) and kept until the sections it shows change. */
export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  // Only a route's slug reaches the cache: anyone may ask for any other.
  return itemCardResponse(OG_PAGES.some((p) => p.slug === page) ? await pageCard(page) : null);
}
