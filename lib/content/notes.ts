import dayjs from 'dayjs';
import { NOTES } from '@/lib/content/notes-words';
import type { NoteItem, WithId } from './schemas';

export type Note = WithId<NoteItem>;

/** The notes newest first (by published date; on the same day, the one placed later in the list first). */
export function newestFirst(notes: readonly Note[]): Note[] {
  // Reversed first, and the sort is stable: of two notes of one day, the one placed later comes first.
  return [...notes]
    .reverse()
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

export type NoteLookup = { found: Note } | { movedTo: string } | { missing: true };

/** The note whose page is /notes/<slug>; a slug an earlier title gave a note moved to its current one. */
export function findNote(notes: readonly Note[], slug: string): NoteLookup {
  const found = notes.find((note) => note.slug === slug);
  if (found) return { found };
  const moved = notes.find((note) => note.formerSlugs.includes(slug));
  return moved ? { movedTo: moved.slug } : { missing: true };
}

/**
 * When a note comes out: its published date holds a day, no time, so the start of that day in
 * UTC, the time zone the feed and the sitemap date notes in. A note dated after now is scheduled:
 * visitors see it from then on, with no save or deploy (see publishedSection in get-data.ts).
 */
export const publishTime = (publishedAt: string): number => Date.parse(`${publishedAt}T00:00:00Z`);

/** The notes visitors may read at `now` (ms): those whose day has come, in their order. */
export function notesOut<T extends Pick<NoteItem, 'publishedAt'>>(notes: readonly T[], now: number): T[] {
  return notes.filter((note) => !(publishTime(note.publishedAt) > now));
}

/** When the next scheduled note comes out (ms), or null when none is dated after `now`. */
export function nextNoteTime(notes: readonly Pick<NoteItem, 'publishedAt'>[], now: number): number | null {
  const later = notes.map((note) => publishTime(note.publishedAt)).filter((time) => time > now);
  return later.length > 0 ? Math.min(...later) : null;
}

/**
 * Next.js pre-renders no cache that expires in under five minutes (it becomes a hole filled at
 * each request): the notes' readers are every page's (the layout links the notes), so their
 * entries never expire sooner than this.
 */
const SHORTEST_PRERENDERED_EXPIRE_S = 300;

/**
 * The 'max' profile's revalidate (30 days): a note due later than that needs no life of its own,
 * since an entry is made again at least this often, and its life is then computed afresh.
 */
const MAX_PROFILE_REVALIDATE_S = 30 * 24 * 60 * 60;

/**
 * The cache life of what shows the notes to visitors (passed to `cacheLife` inside its 'use cache'
 * scope), given when the next scheduled note comes out; null: 'max' (kept until a save expires its
 * tag), when none is due within 30 days. Otherwise the entry goes stale at that second, so the
 * next request has it made again, with the note; and it expires then too when that is at least
 * five minutes away (the first request after waits for the fresh copy instead of being served the
 * stale one once). Computed from the date rather than a short fixed profile ('minutes' while a
 * note is scheduled), so that a note scheduled for next week does not have every page rebuilt
 * every minute until then, and one due at midnight shows from the first request after midnight.
 */
export function notesCacheLife(next: number | null, now: number): { revalidate: number; expire: number } | null {
  if (next === null) return null;
  const seconds = Math.max(1, Math.ceil((next - now) / 1000));
  if (seconds >= MAX_PROFILE_REVALIDATE_S) return null;
  return { revalidate: seconds, expire: Math.max(seconds, SHORTEST_PRERENDERED_EXPIRE_S) };
}

/** A note's date as the pages show it (5 March 2026). */
export const noteDate = (iso: string): string => dayjs(iso).format(NOTES.dateFormat);

/** "Scheduled for 5 March 2026", by id, for each note not yet out at `now`: what the admin list says of it. */
export function scheduledNotes(notes: readonly Note[], now: number = Date.now()): Record<string, string> {
  return Object.fromEntries(
    notes
      .filter((note) => publishTime(note.publishedAt) > now)
      .map((note) => [note._id, NOTES.admin.scheduledFor(noteDate(note.publishedAt))]),
  );
}

/** What a note says of itself in one line (its summary), at most 160 characters, for search results and cards. */
export function noteDescription(note: NoteItem): string {
  return note.summary.length <= 160 ? note.summary : `${note.summary.slice(0, 157).trimEnd()}…`;
}
