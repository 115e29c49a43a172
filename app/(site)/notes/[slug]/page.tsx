import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NoteJsonLd } from '@/components/notes/note-json-ld';
import { NotePage } from '@/components/notes/note-page';
import { NOTES } from '@/lib/content/notes-words';
import { noteSlugParams } from '@/lib/content/get-data';
import { redirectUnknown } from '@/lib/site-content/read';
import { findNote } from '@/lib/content/notes';
import { env } from '@/lib/env';
import { localHref } from '@/lib/languages/paths';
import { pageContent } from '@/lib/languages/read';
import { noteMetadata } from '@/lib/seo';

/** Every note's page is built with the site; one published later renders on its first request and is then kept. */
export const generateStaticParams = noteSlugParams;

const SECTIONS = ['notes', 'about'] as const;

// A note published after the build: its first visitor waits for the whole page (see the project pages).
export const instant = false;

export async function generateMetadata({ params }: PageProps<'/notes/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const [content, language] = await pageContent(SECTIONS);
  const lookup = findNote(content.notes, slug);
  return 'found' in lookup ? noteMetadata(lookup.found, content, language) : {};
}

export default async function Page({ params }: PageProps<'/notes/[slug]'>) {
  const { slug } = await params;
  const [content, { words, prefix, tag }] = await pageContent(SECTIONS);
  const lookup = findNote(content.notes, slug);
  // A slug an earlier title gave the note: its address moved for good (in the page's language).
  if ('movedTo' in lookup) permanentRedirect(localHref(prefix, NOTES.pageHref(lookup.movedTo)));
  if ('missing' in lookup) return redirectUnknown();
  const note = lookup.found;
  return (
    <>
      <NoteJsonLd note={note} ownerName={content.about.fullName} siteUrl={env().siteUrl} prefix={prefix} />
      <NotePage note={note} words={words} prefix={prefix} language={tag} />
    </>
  );
}
