import type { DiffLine } from '@/lib/admin/history-diff';
import styles from './admin.module.scss';

function Change({ label, from, to }: { label: string; from: string; to: string }) {
  return (
    <>
      {label}: <del>{from}</del> → <ins>{to}</ins>
    </>
  );
}

/** One section's changes in a revision, as a list a screen reader reads in order. */
export function RevisionDiff({ lines }: { lines: readonly DiffLine[] }) {
  if (lines.length === 0) return <p className={styles.muted}>No visible change.</p>;
  return (
    <ul className={styles.diff}>
      {lines.map((line, index) => (
        <li key={index}>
          {line.type === 'field' ? <Change {...line} /> : null}
          {line.type === 'added' ? <>Added “{line.item}”</> : null}
          {line.type === 'removed' ? <>Removed “{line.item}”</> : null}
          {line.type === 'moved' ? (
            <>
              Moved “{line.item}” from position {line.from} to {line.to}
            </>
          ) : null}
          {line.type === 'changed' ? (
            <>
              Changed “{line.item}”:
              <ul>
                {line.fields.map((field) => (
                  <li key={field.label}>
                    <Change {...field} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
