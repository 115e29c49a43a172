import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { OG_PAGES } from '@/lib/og';
import { TEXT_CARD, drawCardPng, itemCardResponse } from '@/lib/og-card';
import { loadOgFonts } from '@/lib/og-fonts';

export function generateStaticParams() {
  return OG_PAGES.map((p) => ({ page: p.slug }));
}

/** The social-card image of each public route, drawn at build with the local fonts (nothing fetched) and kept until the sections it shows change. */
export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const meta = OG_PAGES.find((p) => p.slug === page);
  return itemCardResponse(meta ? await drawCard(meta.slug) : null);
}

async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  cacheLife('max');
  const meta = OG_PAGES.find((p) => p.slug === slug) ?? OG_PAGES[0];
  const [content, fonts] = await Promise.all([getPublishedSections(['about', 'home']), loadOgFonts()]);
  return drawCardPng(
    <div style={TEXT_CARD}>
      <div style={{ display: 'flex', fontSize: 36, color: meta.color }}>{fonts.drawable(meta.label)}</div>
      <div style={{ display: 'flex', fontSize: 96, lineHeight: 1.1, marginTop: 16 }}>
        {fonts.drawable(content.about.fullName)}
      </div>
      <div style={{ display: 'flex', fontSize: 40, marginTop: 24, color: '#b4bacb' }}>
        {fonts.drawable(content.home.taglines[0] ?? '')}
      </div>
      <div
        style={{ display: 'flex', height: 10, width: 220, marginTop: 48, background: meta.color, borderRadius: 5 }}
      />
    </div>,
    fonts,
    { heading: meta.label, color: meta.color },
  );
}
