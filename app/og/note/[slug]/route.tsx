import { cacheLife } from 'next/cache';
import { NOTES } from '@/lib/content/notes-words';
import { getPublishedSections } from '@/lib/content/get-data';
import { findNote, noteDate } from '@/lib/content/notes';
import { drawItemCard, itemCardResponse } from '@/lib/og-card';
import { methodNotAllowed } from '../../method-not-allowed';

const IMAGE = { width: 440, height: 275 } as const;

/** The social-card image of a note's page: its title, date, tags and cover, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return itemCardResponse(await drawCard((await params).slug));
}

/** The card, or null when no note has this slug; kept until the notes or the owner's name change. */
async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  const { notes, about } = await getPublishedSections(['notes', 'about']);
  const lookup = findNote(notes, slug);
  // An unknown slug (anyone may ask for any number) is kept for seconds, not for good.
  if (!('found' in lookup)) {
    cacheLife('seconds');
    return null;
  }
  cacheLife('max');
  const note = lookup.found;
  const max = NOTES.cardTitleMax;
  return drawItemCard({
    kicker: `${about.fullName} · ${noteDate(note.publishedAt)}`,
    title: note.title.length > max ? `${note.title.slice(0, max - 1).trimEnd()}…` : note.title,
    detail: note.tags.slice(0, 4).join(' · '),
    sizes: [30, 64, 28],
    image: { src: note.cover, ...IMAGE },
    color: NOTES.cardAccent,
    heading: NOTES.title,
  });
}

export const POST = methodNotAllowed;
