import { NOTES } from '@/lib/constants';
import { noteDescription, type Note } from '@/lib/content/notes';
import { ContentImage } from '@/components/sections/content-image';
import { NoteBody } from './note-body';
import { NoteMeta, NoteTags } from './notes-list';
import styles from './notes.module.scss';

/** /notes/<slug>: one note, its cover wider than its text, its body rendered on the server. */
export function NotePage({ note }: { note: Note }) {
  return (
    <article className={styles.page} aria-labelledby="note-title">
      <p className={styles.back}>
        <a href={NOTES.href}>
          <span aria-hidden="true">← </span>
          {NOTES.back}
        </a>
      </p>
      <header className={styles.header}>
        <h1 id="note-title" className={styles.title}>
          {note.title}
        </h1>
        <p className={styles.summary}>{note.summary}</p>
        <NoteMeta note={note} />
        <NoteTags tags={note.tags} />
      </header>
      <ContentImage
        src={note.cover}
        alt={note.coverAlt}
        width={1600}
        height={1000}
        sizes="(min-width: 1200px) 1152px, 100vw"
        className={styles.cover}
        priority
      />
      <div className={styles.prose}>
        <NoteBody source={note.body} />
      </div>
    </article>
  );
}

/** schema.org BlogPosting of a note's page. */
export function NoteJsonLd({ note, ownerName, siteUrl }: { note: Note; ownerName: string; siteUrl: string }) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: note.title,
    description: noteDescription(note),
    url: absolute(NOTES.pageHref(note.slug)),
    mainEntityOfPage: absolute(NOTES.pageHref(note.slug)),
    image: [absolute(note.cover), absolute(NOTES.ogHref(note.slug))],
    datePublished: note.publishedAt,
    keywords: note.tags.join(', '),
    author: { '@type': 'Person', name: ownerName, url: absolute('/') },
  };
  // "<" is escaped so content can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
