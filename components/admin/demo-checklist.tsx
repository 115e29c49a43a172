import { AdminLink } from './admin-link';
import { LIST_EDITOR } from '@/lib/admin/words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import type { ChecklistEntry } from '@/lib/content/fresh-start';
import styles from './admin.module.scss';

/**
 * What is still demo (or placeholder) content, each entry a link to its editor (a list item's opens
 * on that item); nothing once all is
 * replaced. Folded under its title and count (the dashboard's card opens it: `open`).
 */
export function DemoChecklist({ entries, open }: { entries: readonly ChecklistEntry[]; open: boolean }) {
  if (entries.length === 0) return null;
  const titleId = `${FRESH_START.checklistAnchor}-title`;
  return (
    <details id={FRESH_START.checklistAnchor} className={`${styles.backup} ${styles.freshStart}`} open={open}>
      <summary className={styles.foldSummary}>
        <h2 id={titleId} className={styles.subtitle} tabIndex={-1}>
          {FRESH_START.checklist.title} ({FRESH_START.checklist.count(entries.length)})
        </h2>
      </summary>
      <section aria-labelledby={titleId}>
        <p className={styles.muted}>{FRESH_START.checklist.intro}</p>
        <ul className={styles.demoChecklist}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <AdminLink href={LIST_EDITOR.href(entry.href, entry.item)}>{entry.label}</AdminLink>
            </li>
          ))}
        </ul>
      </section>
    </details>
  );
}
