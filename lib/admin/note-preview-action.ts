'use server';

import type { ReactElement } from 'react';
import { NoteMarkdown } from '@/components/notes/note-markdown';
import { NOTES } from '@/lib/content/notes-words';
import { noteFieldsSchema } from '@/lib/content/schemas';
import { withSession } from './validated-action';

/** The preview of a note's body (null: nothing written yet), or why there is none. */
export type NotePreview = { preview: ReactElement | null } | { error: string };

/**
 * A note's body as its page will show it, for the editor's live preview: the text as typed,
 * rendered by the public page's own pipeline (NoteMarkdown: Markdown to React elements, raw HTML
 * as text, code highlighted here on the server), afresh at each call: nothing is cached or
 * stored. Returned as React elements (a Server Function's answer is React's own serialised tree),
 * so no HTML string ever reaches the page. Only for the signed-in owner, and only for text the
 * body's schema accepts (at most NOTES.limits.body characters): anything else is refused in words.
 */
export async function previewNoteAction(source: unknown): Promise<NotePreview> {
  return withSession(async (): Promise<NotePreview> => {
    if (typeof source !== 'string') return { error: 'Body must be text' };
    if (source.trim() === '') return { preview: null };
    if (source.length > NOTES.limits.body && source.trim().length > NOTES.limits.body)
      return { error: NOTES.admin.previewTooLong(NOTES.limits.body) };
    const body = noteFieldsSchema.shape.body.safeParse(source);
    if (!body.success) return { error: body.error.issues.map((issue) => issue.message).join('\n') };
    return { preview: await NoteMarkdown({ source: body.data }) };
  });
}
