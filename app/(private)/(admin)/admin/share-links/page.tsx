import { AdminPage } from '@/components/admin/admin-page';
import adminStyles from '@/components/admin/admin.module.scss';
import { ShareLinksEditor, type LinkRow } from '@/components/admin/share-links-editor';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { HISTORY } from '@/lib/content/history-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { defaultExpiryDay, expiryDay } from '@/lib/share-links/model';
import { linkVersion } from '@/lib/share-links/links';
import { linkOverviews } from '@/lib/share-links/view';
import { localHref } from '@/lib/languages/paths';
import { getLanguages } from '@/lib/languages/read';
import { languageChoices } from '@/lib/languages/words';

export const metadata = { title: `${SHARE_LINKS.labels.title} | Admin` };

export default async function ShareLinksPage() {
  await requireAdminPage();
  const [{ links, titles }, languages] = await Promise.all([linkOverviews(), getLanguages()]);
  const choices = languageChoices(languages);
  // A link in a language no longer published is shown, and opens, in the default language.
  const prefixOf = (tag: string | undefined) => choices.find((choice) => choice.tag === tag)?.prefix ?? '';
  const rows: LinkRow[] = links.map(({ link, state, stateText, lines, caseStudies }) => ({
    draft: {
      id: link.id,
      label: link.label,
      summary: link.summary,
      projects: link.projects,
      variant: link.variant,
      language: link.language ?? languages.default,
      expires: expiryDay(link.expiresAt),
      version: linkVersion(link),
    },
    path: localHref(prefixOf(link.language), SHARE_LINKS.pageHref(link.token)),
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
        languages={choices.length > 1 ? choices.map(({ tag, name }) => ({ tag, name })) : []}
        fresh={{
          label: '',
          summary: '',
          projects: [],
          variant: 'dark',
          language: languages.default,
          expires: defaultExpiryDay(),
        }}
      />
    </AdminPage>
  );
}
