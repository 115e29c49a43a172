import { AdminLink } from './admin-link';
import { HISTORY } from '@/lib/content/history-words';
import styles from './admin.module.scss';

/** Names each stored field that is invalid, with the way to repair it. */
export function InvalidNotice({ issues, what }: { issues: readonly string[]; what: string }) {
  return (
    <div className={styles.notice} role="alert">
      <strong>{what}</strong>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      <p>
        Public pages keep showing the last valid state. <AdminLink href={HISTORY.repairHref}>Repair it</AdminLink>, or
        correct the fields here and save.
      </p>
    </div>
  );
}
