import { NOTES } from '@/lib/content/notes-words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { newestFirst, type Note } from '@/lib/content/notes';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import { ContentImage } from '@/components/sections/content-image';
import { readingMinutes } from './note-markdown';
import styles from './notes.module.scss';

/** A note's tags, as a list of plain labels. */
export function NoteTags({ tags, words }: { tags: readonly string[]; words: Words }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={words('notes.tagsLabel')}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

/** The date and reading time of a note, in one line, in the page's language. */
export function NoteMeta({ note, words }: { note: Note; words: Words }) {
  return (
    <p className={styles.meta}>
      <time dateTime={note.publishedAt}>{words.date(note.publishedAt, 'dayLong')}</time>
      <span aria-hidden="true"> · </span>
      <span>{words('notes.readingTime', { minutes: readingMinutes(note.body) })}</span>
    </p>
  );
}

/**
 * /notes: every published note, newest first; a polite page when there is none yet. In the page's
 * language (`words`), its links under its prefix (its feed too).
 */
export function NotesList({ notes, words, prefix }: { notes: readonly Note[]; words: Words; prefix: string }) {
  return (
    <div className={styles.list}>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>{words('notes.title')}</h1>
        {notes.length > 0 ? (
          <p className={styles.feed}>
            <a href={localHref(prefix, NOTES.feedHref)}>{words('notes.feedLink')}</a>
          </p>
        ) : null}
      </header>
      {notes.length === 0 ? (
        <div className={styles.empty}>
          <h2>{words('notes.emptyTitle')}</h2>
          <p>{words('notes.emptyText')}</p>
          <p>
            <a href={localHref(prefix, PUBLIC_ROUTES[4].href)}>{words('notes.emptyLink')}</a>
          </p>
        </div>
      ) : (
        <ol className={styles.cards}>
          {newestFirst(notes).map((note, index) => (
            <li key={note._id}>
              <article className={styles.card} aria-labelledby={`note-${note._id}`}>
                <ContentImage
                  src={note.cover}
                  alt={note.coverAlt}
                  width={800}
                  height={500}
                  sizes="(min-width: 768px) 280px, 100vw"
                  className={styles.cardImage}
                  priority={index === 0}
                />
                <div className={styles.cardText}>
                  <h2 id={`note-${note._id}`} className={styles.cardTitle}>
                    <a href={localHref(prefix, NOTES.pageHref(note.slug))}>{note.title}</a>
                  </h2>
                  <NoteMeta note={note} words={words} />
                  <p className={styles.cardSummary}>{note.summary}</p>
                  <NoteTags tags={note.tags} words={words} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
