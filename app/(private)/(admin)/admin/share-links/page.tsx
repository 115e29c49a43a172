import { AdminPage } from '@/components/admin/admin-page';
import adminStyles from '@/components/admin/admin.module.scss';
import { ShareLinksEditor, type LinkRow } from '@/components/admin/share-links-editor';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { HISTORY } from '@/lib/content/history-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { defaultExpiryDay, expiryDay } from '@/lib/share-links/model';
import { linkVersion } from '@/lib/share-links/links';
import { linkOverviews } from '@/lib/share-links/view';

export const metadata = { title: `${SHARE_LINKS.labels.title} | Admin` };

export default async function ShareLinksPage() {
  await requireAdminPage();
  const { links, titles } = await linkOverviews();
  const rows: LinkRow[] = links.map(({ link, state, stateText, lines, caseStudies }) => ({
    draft: {
      id: link.id,
      label: link.label,
      summary: link.summary,
      projects: link.projects,
      variant: link.variant,
      expires: expiryDay(link.expiresAt),
      version: linkVersion(link),
    },
    path: SHARE_LINKS.pageHref(link.token),
    state,
    stateText,
    stats: lines,
    caseStudies,
  }));
  return (
    <AdminPage title={SHARE_LINKS.labels.title} history={`${HISTORY.href}?section=shareLinks`}>
      <p className={adminStyles.muted}>{SHARE_LINKS.labels.intro}</p>
      <ShareLinksEditor
        links={rows}
        projects={[...titles].map(([slug, title]) => ({ slug, title }))}
        fresh={{ label: '', summary: '', projects: [], variant: 'dark', expires: defaultExpiryDay() }}
      />
    </AdminPage>
  );
}
