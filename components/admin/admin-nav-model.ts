import { FEEDBACKS_HREF, sectionsIn, updateHref, type Section, type SectionGroup } from '@/lib/admin/sections';
import { ADMIN_HREF } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { ADMIN_NAV, ADMIN_SETTINGS } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import type { AdminIconName } from './icons';

export interface NavLink {
  href: string;
  label: string;
  icon: AdminIconName;
}

/** A labelled group of links; a group of one page (Inbox, Insights, History) is its link alone. */
export type NavEntry = { group: string; links: NavLink[] } | NavLink;

/** The editors of `group`, each labelled by `label` (its title by default). */
export function sectionLinks(group: SectionGroup, label = (section: Section) => section.title): NavLink[] {
  return sectionsIn(group).map((section) => ({ href: updateHref(section), label: label(section), icon: section.icon }));
}

export const MEDIA_LINK: NavLink = { href: MEDIA_LIBRARY.href, label: MEDIA_LIBRARY.title, icon: 'image' };
export const BACKUP_LINK: NavLink = { href: ADMIN_SETTINGS.href, label: ADMIN_NAV.backup, icon: 'archive' };

/**
 * The admin's navigation, in the order it is shown. It reads nothing from the store: the layout
 * that draws it must not wait on I/O, or the page below it streams after the shell and, without
 * JavaScript, stays hidden (Repair content is linked from the dashboard's notice instead).
 */
export function adminNav(): NavEntry[] {
  return [
    { href: ADMIN_HREF, label: ADMIN_NAV.dashboard, icon: 'dashboard' },
    { group: ADMIN_NAV.groups.content, links: sectionLinks('content') },
    { group: ADMIN_NAV.groups.projects, links: [...sectionLinks('projects'), MEDIA_LINK] },
    ...sectionLinks('notes'),
    { href: FEEDBACKS_HREF, label: ADMIN_NAV.inbox, icon: 'inbox' },
    { href: SHARE_LINKS.href, label: SHARE_LINKS.labels.title, icon: 'link' },
    { href: INSIGHTS.href, label: ADMIN_NAV.insights, icon: 'chart' },
    { href: HISTORY.href, label: ADMIN_NAV.history, icon: 'history' },
    {
      group: ADMIN_NAV.groups.settings,
      links: [
        // The site's languages, then the owner's text in each of them.
        ...sectionLinks('settings').flatMap((link) =>
          link.href === '/update/site-languages'
            ? [link, { href: TRANSLATE.href, label: TRANSLATE.title, icon: 'globe' as const }]
            : [link],
        ),
        BACKUP_LINK,
        { href: `${ADMIN_SETTINGS.href}#${JSON_RESUME.anchor}`, label: JSON_RESUME.title, icon: 'upload' },
      ],
    },
  ];
}
