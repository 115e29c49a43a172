import { NOTES } from '@/lib/content/notes-words';
import type { Note } from '@/lib/content/notes';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import { ContentImage } from '@/components/sections/content-image';
import { NoteBody } from './note-body';
import { NoteMeta, NoteTags } from './notes-list';
import styles from './notes.module.scss';

/**
 * /notes/<slug>: one note, its cover wider than its text, its body rendered on the server; in the
 * page's language (`language`, its `words`), its links under its `prefix`.
 */
export function NotePage({
  note,
  words,
  prefix,
  language,
}: {
  note: Note;
  words: Words;
  prefix: string;
  language: string;
}) {
  return (
    <article className={styles.page} aria-labelledby="note-title">
      <p className={styles.back}>
        <a href={localHref(prefix, NOTES.href)}>
          <span aria-hidden="true">← </span>
          {words('notes.back')}
        </a>
      </p>
      <header className={styles.header}>
        <h1 id="note-title" className={styles.title}>
          {note.title}
        </h1>
        <p className={styles.summary}>{note.summary}</p>
        <NoteMeta note={note} words={words} />
        <NoteTags tags={note.tags} words={words} />
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
        <NoteBody note={note} language={language} />
      </div>
    </article>
  );
}
