import { NOTES } from '@/lib/content/notes-words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { newestFirst, noteDate, type Note } from '@/lib/content/notes';
import { ContentImage } from '@/components/sections/content-image';
import { readingMinutes } from './note-markdown';
import styles from './notes.module.scss';

/** A note's tags, as a list of plain labels. */
export function NoteTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={NOTES.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

/** The date and reading time of a note, in one line. */
export function NoteMeta({ note }: { note: Note }) {
  return (
    <p className={styles.meta}>
      <time dateTime={note.publishedAt}>{noteDate(note.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{NOTES.readingTime(readingMinutes(note.body))}</span>
    </p>
  );
}

/** /notes: every published note, newest first; a polite page when there is none yet. */
export function NotesList({ notes }: { notes: readonly Note[] }) {
  return (
    <div className={styles.list}>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>{NOTES.title}</h1>
        {notes.length > 0 ? (
          <p className={styles.feed}>
            <a href={NOTES.feedHref}>{NOTES.feedLink}</a>
          </p>
        ) : null}
      </header>
      {notes.length === 0 ? (
        <div className={styles.empty}>
          <h2>{NOTES.empty.title}</h2>
          <p>{NOTES.empty.text}</p>
          <p>
            <a href={PUBLIC_ROUTES[4].href}>{NOTES.empty.link}</a>
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
                    <a href={NOTES.pageHref(note.slug)}>{note.title}</a>
                  </h2>
                  <NoteMeta note={note} />
                  <p className={styles.cardSummary}>{note.summary}</p>
                  <NoteTags tags={note.tags} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
