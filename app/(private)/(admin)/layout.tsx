import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { adminNav } from '@/components/admin/admin-nav-model';
import { AdminNav } from '@/components/admin/admin-nav';
import styles from '@/components/admin/admin-shell.module.scss';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_NAV } from '@/lib/admin/words';
import '@/styles/globals.scss';

// Every admin page checks the session before anything is sent: allowed to block, never pre-rendered.
export const instant = false;

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } };

const CONTENT_ID = 'admin-content';

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage();
  // Inside the owner's side's root layout (app/(private)/layout.tsx), in English.
  return (
    <div className={styles.shell}>
      <a href={`#${CONTENT_ID}`} className={styles.skip}>
        {ADMIN_NAV.skipLink}
      </a>
      <AdminNav entries={adminNav()} />
      <div id={CONTENT_ID} className={styles.content} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
