import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { BackupPanel } from '@/components/admin/backup-panel';
import { DraftBar, PublishAllButton } from '@/components/admin/draft-bar';
import draftStyles from '@/components/admin/drafts.module.scss';
import { UndoProvider } from '@/components/admin/undo-offer';
import { pendingDrafts } from '@/lib/admin/drafts-view';
import { LogoutButton } from '@/components/admin/logout-button';
import { SignedInAs } from '@/components/admin/signed-in-as';
import { FEEDBACKS_HREF, SECTIONS, updateHref } from '@/lib/admin/sections';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { countUnread } from '@/lib/admin/feedbacks';
import { HISTORY, INBOX, INSIGHTS, MEDIA_LIBRARY } from '@/lib/constants';
import { inspectContent } from '@/lib/content/get-data';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Admin dashboard' };

export default async function AdminDashboard() {
  await requireAdminPage();
  const { invalid } = await inspectContent();
  const bad = Object.keys(invalid).length;
  const unread = await countUnread(getStore());
  const drafts = await pendingDrafts();
  return (
    <main className={styles.page}>
      <div className={styles.topRow}>
        <div>
          <h1 className={styles.title}>Admin dashboard</h1>
          <SignedInAs />
        </div>
        <div className={styles.actions}>
          <Link href={INSIGHTS.href} className={styles.secondary}>
            {INSIGHTS.labels.dashboardLink}
          </Link>
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
      {/* The Undo offer after Publish outlives the list of drafts it empties. */}
      <UndoProvider>
        {drafts.length > 0 ? (
          <section className={draftStyles.drafts} aria-labelledby="drafts-heading">
            <h2 id="drafts-heading" className={styles.subtitle}>
              Unpublished drafts ({drafts.length})
            </h2>
            {drafts.map((draft) => (
              <DraftBar
                key={draft.slug}
                slug={draft.slug}
                title={draft.title}
                savedAt={draft.savedAt}
                summary={draft.summary}
              />
            ))}
            <PublishAllButton />
          </section>
        ) : null}
      </UndoProvider>
      <nav aria-label="Editors">
        <ul className={styles.dashboard}>
          {SECTIONS.map((section) => (
            <li key={section.slug}>
              <Link href={updateHref(section)}>
                {section.title}
                {section.kind !== 'credentials' && drafts.some((d) => d.key === section.key) ? ' (draft)' : ''}
              </Link>
            </li>
          ))}
          <li>
            <Link href={FEEDBACKS_HREF}>{INBOX.dashboardLabel(unread)}</Link>
          </li>
          <li>
            <Link href={HISTORY.href}>History</Link>
          </li>
          <li>
            <Link href={MEDIA_LIBRARY.href}>{MEDIA_LIBRARY.title}</Link>
          </li>
        </ul>
      </nav>
      <BackupPanel />
    </main>
  );
}
