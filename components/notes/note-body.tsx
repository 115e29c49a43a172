import { cacheLife } from 'next/cache';
import type { ReactElement } from 'react';
import { SLUG_MAX } from '@/lib/content/fields';
import { getPublishedSections } from '@/lib/content/get-data';
import type { Note } from '@/lib/content/notes';
import { wordsOf } from '@/lib/languages/read';
import { previewState } from '@/lib/site-content/read';
import { NoteMarkdown, type NoteMarkdownWords } from './note-markdown';

/** What a note's body says of itself (a refused image, a table's box, the footnotes), in a language. */
async function bodyWords(language: string): Promise<NoteMarkdownWords> {
  const words = await wordsOf(language);
  return {
    imageRefused: (alt) => words('notes.imageRefused', { alt }),
    tableLabel: words('notes.tableLabel'),
    footnotesLabel: words('notes.footnotesLabel'),
    footnoteBackLabel: (reference) => words('notes.footnoteBackLabel', { reference }),
  };
}

/**
 * A published note's body, rendered once and kept: the highlighter reads the clock (its time limit
 * per line), which a pre-rendered page may do only inside a cache; and a page rebuilt after an edit
 * elsewhere (the owner's name, another note) reuses the body instead of highlighting again.
 * A cached function can be reached with any arguments, so this one takes only a slug, bounded, and
 * the page's language (a published one: the page's own), and reads the text itself; a slug no note
 * has is kept for seconds, not for good.
 */
async function publishedBody(slug: string, language: string): Promise<ReactElement | null> {
  'use cache';
  const note =
    slug.length <= SLUG_MAX ? (await getPublishedSections(['notes'])).notes.find((n) => n.slug === slug) : undefined;
  if (!note) {
    cacheLife('seconds');
    return null;
  }
  cacheLife('max');
  return NoteMarkdown({ source: note.body, words: await bodyWords(language) });
}

/**
 * The note's body in the page's language: the published one, or for the owner previewing drafts,
 * the draft's, rendered afresh.
 */
export async function NoteBody({ note, language }: { note: Note; language: string }): Promise<ReactElement | null> {
  if ((await previewState()) === 'owner') return NoteMarkdown({ source: note.body, words: await bodyWords(language) });
  return publishedBody(note.slug, language);
}
