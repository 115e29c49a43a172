'use client';

import { BackLink } from '@/components/admin/back-link';
import styles from '@/components/admin/admin.module.scss';

export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className={styles.page}>
      <BackLink />
      <h1 className={styles.title}>Something went wrong</h1>
      <p role="alert">The change could not be completed. Nothing was lost; try again.</p>
      <button type="button" className={styles.primary} onClick={reset}>
        Try again
      </button>
    </main>
  );
}
