import type { Metadata } from 'next';
import { NotesList } from '@/components/notes/notes-list';
import { pageContent } from '@/lib/languages/read';
import { notesMetadata } from '@/lib/seo';

const SECTIONS = ['notes', 'about'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const [content, language] = await pageContent(SECTIONS);
  return notesMetadata(content, language);
}

/**
 * Every published note, newest first. With none yet the page still answers, politely: the
 * address is a real part of the site (the owner may have shared it, or deleted the last note),
 * and a visitor there is better served by a page that says so than by a 404 or the login page.
 */
export default async function Page() {
  const [{ notes }, { words, prefix }] = await pageContent(SECTIONS);
  return <NotesList notes={notes} words={words} prefix={prefix} />;
}
