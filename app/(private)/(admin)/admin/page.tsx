import { AdminLink } from '@/components/admin/admin-link';
import styles from '@/components/admin/admin.module.scss';
import dayjs from 'dayjs';
import { AccountMenu } from '@/components/admin/account-menu';
import { DemoChecklist } from '@/components/admin/demo-checklist';
import { FreshStartOffer } from '@/components/admin/fresh-start-offer';
import { demoChecklist, readFreshStartChoice, showsOffer } from '@/lib/content/fresh-start';
import { DraftBar, PublishAllButton } from '@/components/admin/draft-bar';
import draftStyles from '@/components/admin/drafts.module.scss';
import { UndoProvider } from '@/components/admin/undo-offer';
import { pendingDrafts } from '@/lib/admin/drafts-view';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { FEEDBACKS_HREF, type Section } from '@/lib/admin/sections';
import { LinkPending } from '@/components/admin/link-pending';
import { BACKUP_LINK, MEDIA_LINK, sectionLinks } from '@/components/admin/admin-nav-model';
import { AdminIcon } from '@/components/admin/icons';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { countUnread } from '@/lib/admin/feedbacks';
import { ADMIN_NAV, DASHBOARD } from '@/lib/admin/words';
import { HISTORY } from '@/lib/content/history-words';
import { listRevisions, SHARE_LINKS_KEY } from '@/lib/content/history';
import { INSIGHTS } from '@/lib/insights/words';
import { recentInsights } from '@/lib/insights/targets';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { linkOverviews } from '@/lib/share-links/view';
import { inspectContent } from '@/lib/content/get-data';
import { getStore } from '@/lib/store';

export const metadata = { title: DASHBOARD.title };

const C = DASHBOARD.cards;

export default async function AdminDashboard({ searchParams }: PageProps<'/admin'>) {
  const { username } = await requireAdminPage();
  const store = getStore();
  const [{ invalid, content }, unread, choice, drafts, week, { links }, revisions, { show }] = await Promise.all([
    inspectContent(),
    countUnread(store),
    readFreshStartChoice(store),
    pendingDrafts(),
    recentInsights(7),
    linkOverviews(),
    listRevisions(store),
    searchParams,
  ]);
  const bad = Object.keys(invalid).length;
  const checklist = demoChecklist(content);
  const offer = showsOffer(choice, checklist);
  // The newest change to the content visitors see: not a share link's, nor the first start's or an
  // upgrade's (not the owner's doing).
  const published = revisions.find(
    (revision) =>
      revision.sections.some((key) => key !== SHARE_LINKS_KEY) &&
      revision.kind !== 'baseline' &&
      revision.kind !== 'upgrade',
  );
  const opened = links.filter((link) => link.stats.visits > 0).length;
  /** A card whose value is the count `n`. */
  const counted = (id: 'inbox' | 'drafts' | 'demo', href: string, n: number) => {
    return { id, href, label: C[id].label, value: String(n), hint: C[id].hint(n) };
  };
  const cards = [
    counted('inbox', FEEDBACKS_HREF, unread),
    counted('drafts', drafts.length > 0 ? '#drafts-heading' : HISTORY.href, drafts.length),
    {
      id: 'visits',
      href: INSIGHTS.href,
      label: C.visits.label,
      value: String(week.totals.visitors),
      hint: C.visits.hint(week.totals.views),
    },
    {
      id: 'published',
      href: HISTORY.href,
      label: C.published.label,
      value: published ? (
        <time dateTime={new Date(published.at).toISOString()}>{dayjs(published.at).format('DD/MM/YYYY')}</time>
      ) : (
        C.published.none
      ),
      hint: published ? C.published.hint(dayjs(published.at).format('HH:mm')) : C.published.empty,
    },
    {
      id: 'share-links',
      href: SHARE_LINKS.href,
      label: C.shareLinks.label,
      value: C.shareLinks.value(opened, links.length),
      hint: C.shareLinks.hint(links.reduce((sum, link) => sum + link.stats.visits, 0)),
    },
    counted('demo', `?show=${DASHBOARD.showChecklist}#${FRESH_START.checklistAnchor}`, checklist.length),
  ];
  const label = (section: Section) =>
    `${section.title}${section.kind !== 'credentials' && drafts.some((d) => d.key === section.key) ? ' (draft)' : ''}`;
  // The editors, as in the sidebar (the inbox, insights, share links and History are cards above).
  const groups = [
    { id: 'content', links: [...sectionLinks('content', label), ...sectionLinks('notes', label)] },
    { id: 'projects', links: [...sectionLinks('projects', label), MEDIA_LINK] },
    { id: 'settings', links: [...sectionLinks('settings', label), BACKUP_LINK] },
  ] as const;
  return (
    <main className={styles.page}>
      <div className={styles.topRow}>
        <div>
          <h1 className={styles.title}>{DASHBOARD.title}</h1>
          <p className={styles.muted}>Signed in as {username}</p>
        </div>
        <div className={styles.actions}>
          <AdminLink href="/" className={styles.secondary}>
            <AdminIcon name="external" />
            {ADMIN_NAV.viewSite}
          </AdminLink>
          <AccountMenu />
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
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="visually-hidden">
          {DASHBOARD.cardsLabel}
        </h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id}>
              <AdminLink href={card.href} className={styles.card} data-card={card.id}>
                <span className={styles.cardLabel}>{card.label}</span>
                <span className={styles.cardValue}>{card.value}</span>
                <span className={styles.cardHint}>{card.hint}</span>
              </AdminLink>
            </li>
          ))}
        </ul>
      </section>
      {/* The Undo offer after Publish outlives the list of drafts it empties. */}
      <UndoProvider>
        {drafts.length > 0 ? (
          <section className={draftStyles.drafts} aria-labelledby="drafts-heading">
            <h2 id="drafts-heading" className={styles.subtitle} tabIndex={-1}>
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
      <DemoChecklist entries={checklist} open={show === DASHBOARD.showChecklist} />
      <nav aria-label="Editors" className={styles.dashboardNav}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className={styles.dashboardGroup}>
              {ADMIN_NAV.groups[group.id]}
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
    </main>
  );
}
