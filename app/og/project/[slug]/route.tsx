import { PUBLIC_ROUTES } from '@/lib/constants';
import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { findProject } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { CARD_BACKGROUND, cardImage, drawCardPng } from '@/lib/og-card';
import { loadOgFonts, OG_FONT_FAMILY } from '@/lib/og-fonts';

const IMAGE = { width: 520, height: 325 } as const;

const ACCENT = PUBLIC_ROUTES[4].color;

/** The social-card image of a project's page: its title, tech stack and image, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const card = await drawCard((await params).slug);
  if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(card, { headers: { 'Content-Type': 'image/png' } });
}

/** The card, or null when no project has this slug; kept until the project lists or the owner's name change. */
async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  cacheLife('max');
  const content = await getPublishedSections([...PROJECT_KEYS, 'about']);
  const lookup = findProject(content, slug);
  if (!('found' in lookup)) return null;
  const { project } = lookup.found;
  const [fonts, image] = await Promise.all([loadOgFonts(), cardImage(project.image, IMAGE)]);
  return drawCardPng(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        padding: '70px',
        background: CARD_BACKGROUND,
        color: '#f1f3f8',
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingRight: image ? 48 : 0 }}>
        <div style={{ display: 'flex', fontSize: 32, color: ACCENT }}>{fonts.drawable(content.about.fullName)}</div>
        <div style={{ display: 'flex', fontSize: 72, lineHeight: 1.1, marginTop: 16 }}>
          {fonts.drawable(project.title)}
        </div>
        <div style={{ display: 'flex', fontSize: 32, marginTop: 24, color: '#b4bacb' }}>
          {fonts.drawable(project.techstack)}
        </div>
        <div style={{ display: 'flex', height: 10, width: 220, marginTop: 40, background: ACCENT, borderRadius: 5 }} />
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG, not a page image
        <img src={image} alt="" width={IMAGE.width} height={IMAGE.height} style={{ borderRadius: 24 }} />
      ) : null}
    </div>,
    fonts,
    { heading: PUBLIC_ROUTES[4].label, color: ACCENT },
  );
}

/**
 * Any other method: refused here. Without a handler of its own, Next.js's refusal of a POST made
 * as a new project's first request would be kept as that card's page (the GET then answered 405).
 */
export function POST(): Response {
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
  });
}
