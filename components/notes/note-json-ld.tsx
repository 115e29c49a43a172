import { jsonLd } from '@/components/sections/person-json-ld';
import { NOTES } from '@/lib/content/notes-words';
import { noteDescription, type Note } from '@/lib/content/notes';

/** schema.org BlogPosting of a note's page. */
export function NoteJsonLd({ note, ownerName, siteUrl }: { note: Note; ownerName: string; siteUrl: string }) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  return jsonLd({
    '@type': 'BlogPosting',
    headline: note.title,
    description: noteDescription(note),
    url: absolute(NOTES.pageHref(note.slug)),
    mainEntityOfPage: absolute(NOTES.pageHref(note.slug)),
    image: [absolute(note.cover), absolute(NOTES.ogHref(note.slug))],
    datePublished: note.publishedAt,
    keywords: note.tags.join(', '),
    author: { '@type': 'Person', name: ownerName, url: absolute('/') },
  });
}
