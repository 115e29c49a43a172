import { AdminLink } from './admin-link';
import type { ReactNode } from 'react';
import styles from './admin.module.scss';
import { BackLink } from './back-link';
import { AdminIcon } from './icons';
import { UndoProvider } from './undo-offer';

/** Frame of every editor page: Back to the dashboard, a heading, the editor, and the Undo offer. */
export function AdminPage({ title, history, children }: { title: string; history?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.topRow}>
        <BackLink />
        {history ? (
          <AdminLink href={history} className={styles.secondary}>
            <AdminIcon name="history" />
            History
          </AdminLink>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <UndoProvider>{children}</UndoProvider>
    </main>
  );
}
