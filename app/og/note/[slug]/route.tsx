import { cacheLife } from 'next/cache';
import { NOTES } from '@/lib/content/notes-words';
import { getPublishedSections } from '@/lib/content/get-data';
import { findNote, noteDate } from '@/lib/content/notes';
import { CARD_BACKGROUND, cardImage, drawCardPng } from '@/lib/og-card';
import { loadOgFonts, OG_FONT_FAMILY } from '@/lib/og-fonts';

const IMAGE = { width: 440, height: 275 } as const;
const ACCENT = NOTES.cardAccent;

/** The social-card image of a note's page: its title, date, tags and cover, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const card = await drawCard((await params).slug);
  if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(card, { headers: { 'Content-Type': 'image/png' } });
}

/** The card, or null when no note has this slug; kept until the notes or the owner's name change. */
async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  cacheLife('max');
  const { notes, about } = await getPublishedSections(['notes', 'about']);
  const lookup = findNote(notes, slug);
  if (!('found' in lookup)) return null;
  const note = lookup.found;
  const [fonts, image] = await Promise.all([loadOgFonts(), cardImage(note.cover, IMAGE)]);
  const title =
    note.title.length > NOTES.cardTitleMax ? `${note.title.slice(0, NOTES.cardTitleMax - 1).trimEnd()}…` : note.title;
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
        <div style={{ display: 'flex', fontSize: 30, color: ACCENT }}>
          {fonts.drawable(`${about.fullName} · ${noteDate(note.publishedAt)}`)}
        </div>
        <div style={{ display: 'flex', fontSize: 64, lineHeight: 1.1, marginTop: 16 }}>{fonts.drawable(title)}</div>
        {note.tags.length > 0 ? (
          <div style={{ display: 'flex', fontSize: 28, marginTop: 24, color: '#b4bacb' }}>
            {fonts.drawable(note.tags.slice(0, 4).join(' · '))}
          </div>
        ) : null}
        <div style={{ display: 'flex', height: 10, width: 220, marginTop: 40, background: ACCENT, borderRadius: 5 }} />
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG, not a page image
        <img src={image} alt="" width={IMAGE.width} height={IMAGE.height} style={{ borderRadius: 24 }} />
      ) : null}
    </div>,
    fonts,
    { heading: NOTES.title, color: ACCENT },
  );
}

/** Any other method: refused here (see app/og/project/[slug]/route.tsx). */
export function POST(): Response {
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
  });
}
