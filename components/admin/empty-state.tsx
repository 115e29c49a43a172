import styles from './admin.module.scss';
import { AdminIcon, type AdminIconName } from './icons';

/** An empty list: what is missing and what to do about it, in words (the glyph only decorates). */
export function EmptyState({ icon, title, text }: { icon: AdminIconName; title: string; text: string }) {
  return (
    <div className={styles.empty} data-empty-state="">
      <span className={styles.emptyIcon}>
        <AdminIcon name={icon} size={22} />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{text}</p>
    </div>
  );
}
