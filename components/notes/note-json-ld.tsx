import { jsonLd } from '@/components/sections/person-json-ld';
import { NOTES } from '@/lib/content/notes-words';
import { noteDescription, type Note } from '@/lib/content/notes';
import { localHref } from '@/lib/languages/paths';

/** schema.org BlogPosting of a note's page, at its address in the page's language (`prefix`). */
export function NoteJsonLd({
  note,
  ownerName,
  siteUrl,
  prefix,
}: {
  note: Note;
  ownerName: string;
  siteUrl: string;
  prefix: string;
}) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  const page = absolute(localHref(prefix, NOTES.pageHref(note.slug)));
  return jsonLd({
    '@type': 'BlogPosting',
    headline: note.title,
    description: noteDescription(note),
    url: page,
    mainEntityOfPage: page,
    image: [absolute(note.cover), absolute(NOTES.ogHref(note.slug))],
    datePublished: note.publishedAt,
    keywords: note.tags.join(', '),
    author: { '@type': 'Person', name: ownerName, url: absolute(localHref(prefix, '/')) },
  });
}
