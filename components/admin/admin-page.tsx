import type { ReactNode } from 'react';
import styles from './admin.module.scss';
import { BackLink } from './back-link';

/** Frame of every editor page: Back to the dashboard, a heading, the editor. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <BackLink />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
