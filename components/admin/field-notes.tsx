import styles from './admin.module.scss';

/** A field's hint and error under it, as `${id}-hint` and `${id}-error` (what its control's aria-describedby names). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <small id={`${id}-hint`} className={styles.muted}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
