import { cacheLife } from 'next/cache';
import type { ReactElement } from 'react';
import { NoteMarkdown } from './note-markdown';

/**
 * A note's body, rendered once per text and kept: the highlighter reads the clock (its time limit
 * per line), which a pre-rendered page may do only inside a cache; and a page rebuilt after an
 * edit elsewhere (the owner's name, another note) reuses the body instead of highlighting again.
 */
export async function NoteBody({ source }: { source: string }): Promise<ReactElement> {
  'use cache';
  cacheLife('max');
  return NoteMarkdown({ source });
}
