import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { BackupPanel } from '@/components/admin/backup-panel';
import { LogoutButton } from '@/components/admin/logout-button';
import { SignedInAs } from '@/components/admin/signed-in-as';
import { FEEDBACKS_HREF, SECTIONS, updateHref } from '@/lib/admin/sections';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { countUnread } from '@/lib/admin/feedbacks';
import { HISTORY, INBOX } from '@/lib/constants';
import { inspectContent } from '@/lib/content/get-data';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Admin dashboard' };

export default async function AdminDashboard() {
  await requireAdminPage();
  const { invalid } = await inspectContent();
  const bad = Object.keys(invalid).length;
  const unread = await countUnread(getStore());
  return (
    <main className={styles.page}>
      <div className={styles.topRow}>
        <div>
          <h1 className={styles.title}>Admin dashboard</h1>
          <SignedInAs />
        </div>
        <div className={styles.actions}>
          <Link href="/" className={styles.secondary}>
            View site
          </Link>
          <LogoutButton />
          <LogoutButton everywhere />
        </div>
      </div>
      {bad > 0 ? (
        <div className={styles.notice} role="alert">
          <strong>{bad === 1 ? 'One section' : `${bad} sections`} of the stored content are invalid.</strong> Public
          pages keep showing the last valid state. <Link href={HISTORY.repairHref}>Repair content</Link>
        </div>
      ) : null}
      <nav aria-label="Editors">
        <ul className={styles.dashboard}>
          {SECTIONS.map((section) => (
            <li key={section.slug}>
              <Link href={updateHref(section)}>{section.title}</Link>
            </li>
          ))}
          <li>
            <Link href={FEEDBACKS_HREF}>{INBOX.dashboardLabel(unread)}</Link>
          </li>
          <li>
            <Link href={HISTORY.href}>History</Link>
          </li>
        </ul>
      </nav>
      <BackupPanel />
    </main>
  );
}
