import styles from './admin.module.scss';

/** A field's hint and error under it, with the ids its control's aria-describedby names. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <small id={hintId} className={styles.muted}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
