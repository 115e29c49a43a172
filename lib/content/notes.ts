import dayjs from 'dayjs';
import { NOTES } from '@/lib/content/notes-words';
import type { NoteItem, WithId } from './schemas';

export type Note = WithId<NoteItem>;

/** The notes newest first (by published date; on the same day, the one placed later in the list first). */
export function newestFirst(notes: readonly Note[]): Note[] {
  return notes
    .map((note, index) => ({ note, index }))
    .sort(
      (a, b) =>
        (a.note.publishedAt < b.note.publishedAt ? 1 : a.note.publishedAt > b.note.publishedAt ? -1 : 0) ||
        b.index - a.index,
    )
    .map(({ note }) => note);
}

export type NoteLookup = { found: Note } | { movedTo: string } | { missing: true };

/** The note whose page is /notes/<slug>; a slug an earlier title gave a note moved to its current one. */
export function findNote(notes: readonly Note[], slug: string): NoteLookup {
  const found = notes.find((note) => note.slug === slug);
  if (found) return { found };
  const moved = notes.find((note) => note.formerSlugs.includes(slug));
  return moved ? { movedTo: moved.slug } : { missing: true };
}

/** A note's date as the pages show it (5 March 2026). */
export const noteDate = (iso: string): string => dayjs(iso).format(NOTES.dateFormat);

/** What a note says of itself in one line (its summary), at most 160 characters, for search results and cards. */
export function noteDescription(note: NoteItem): string {
  return note.summary.length <= 160 ? note.summary : `${note.summary.slice(0, 157).trimEnd()}…`;
}
