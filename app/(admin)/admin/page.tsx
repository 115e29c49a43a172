import { AdminLink } from '@/components/admin/admin-link';
import styles from '@/components/admin/admin.module.scss';
import { BackupPanel } from '@/components/admin/backup-panel';
import { JsonResumePanel } from '@/components/admin/json-resume-panel';
import { DemoChecklist } from '@/components/admin/demo-checklist';
import { FreshStartOffer } from '@/components/admin/fresh-start-offer';
import { demoChecklist, readFreshStartChoice, showsOffer } from '@/lib/content/fresh-start';
import { DraftBar, PublishAllButton } from '@/components/admin/draft-bar';
import draftStyles from '@/components/admin/drafts.module.scss';
import { UndoProvider } from '@/components/admin/undo-offer';
import { pendingDrafts } from '@/lib/admin/drafts-view';
import { LogoutButton } from '@/components/admin/logout-button';
import { SignedInAs } from '@/components/admin/signed-in-as';
import { FEEDBACKS_HREF, sectionsIn, updateHref, type Section } from '@/lib/admin/sections';
import { LinkPending } from '@/components/admin/link-pending';
import type { NavLink as DashboardLink } from '@/components/admin/admin-nav-model';
import { AdminIcon } from '@/components/admin/icons';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { countUnread } from '@/lib/admin/feedbacks';
import { ADMIN_NAV } from '@/lib/admin/words';
import { HISTORY } from '@/lib/content/history-words';
import { INBOX } from '@/lib/feedback/inbox-words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { inspectContent } from '@/lib/content/get-data';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Admin dashboard' };

export default async function AdminDashboard() {
  await requireAdminPage();
  const { invalid, content } = await inspectContent();
  const bad = Object.keys(invalid).length;
  const unread = await countUnread(getStore());
  const checklist = demoChecklist(content);
  const offer = showsOffer(await readFreshStartChoice(getStore()), checklist);
  const drafts = await pendingDrafts();
  const link = (section: Section): DashboardLink => {
    const draft = section.kind !== 'credentials' && drafts.some((d) => d.key === section.key) ? ' (draft)' : '';
    return { href: updateHref(section), label: `${section.title}${draft}`, icon: section.icon };
  };
  const groups: { id: string; title: string; links: DashboardLink[] }[] = [
    {
      id: 'content',
      title: ADMIN_NAV.groups.content,
      links: [...sectionsIn('content'), ...sectionsIn('notes')].map(link),
    },
    {
      id: 'projects',
      title: ADMIN_NAV.groups.projects,
      links: [
        ...sectionsIn('projects').map(link),
        { href: MEDIA_LIBRARY.href, label: MEDIA_LIBRARY.title, icon: 'image' },
      ],
    },
    {
      id: 'activity',
      title: ADMIN_NAV.groups.activity,
      links: [
        { href: FEEDBACKS_HREF, label: INBOX.dashboardLabel(unread), icon: 'inbox' },
        { href: HISTORY.href, label: 'History', icon: 'history' },
      ],
    },
    { id: 'settings', title: ADMIN_NAV.groups.settings, links: sectionsIn('settings').map(link) },
  ];
  return (
    <main className={styles.page}>
      <div className={styles.topRow}>
        <div>
          <h1 className={styles.title}>Admin dashboard</h1>
          <SignedInAs />
        </div>
        <div className={styles.actions}>
          <AdminLink href={INSIGHTS.href} className={styles.secondary}>
            <AdminIcon name="chart" />
            {INSIGHTS.labels.dashboardLink}
          </AdminLink>
          <AdminLink href="/" className={styles.secondary}>
            <AdminIcon name="external" />
            View site
          </AdminLink>
          <LogoutButton />
          <LogoutButton everywhere />
        </div>
      </div>
      {bad > 0 ? (
        <div className={styles.notice} role="alert">
          <strong>{bad === 1 ? 'One section' : `${bad} sections`} of the stored content are invalid.</strong> Public
          pages keep showing the last valid state. <AdminLink href={HISTORY.repairHref}>Repair content</AdminLink>
        </div>
      ) : null}
      {/* Its Undo offer outlives the offer itself, which leaves once answered. */}
      <UndoProvider>{offer ? <FreshStartOffer /> : null}</UndoProvider>
      <DemoChecklist entries={checklist} />
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
      <nav aria-label="Editors" className={styles.dashboardNav}>
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className={styles.dashboardGroup}>
              {group.title}
            </h2>
            <ul className={styles.dashboard}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <AdminLink href={link.href}>
                    <span className={styles.dashboardIcon}>
                      <AdminIcon name={link.icon} />
                    </span>
                    {link.label}
                    <LinkPending />
                  </AdminLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div id={ADMIN_NAV.backupAnchor} className={styles.anchor}>
        <BackupPanel />
      </div>
      <div id={JSON_RESUME.anchor} className={styles.anchor}>
        {/* Its own Undo offer, below it: the import is one revision. */}
        <UndoProvider>
          <JsonResumePanel />
        </UndoProvider>
      </div>
    </main>
  );
}
