import { FEEDBACKS_HREF, findSection, updateHref } from '@/lib/admin/sections';
import { ADMIN_HREF } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { ADMIN_NAV } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { NOTES } from '@/lib/content/notes-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import type { AdminIconName } from './icons';

export interface NavLink {
  href: string;
  label: string;
  icon: AdminIconName;
}

/** A labelled group of links; a group of one page (Inbox, Insights, History) is its link alone. */
export type NavEntry = { group: string; links: NavLink[] } | NavLink;

const SECTION_ICONS: Record<string, AdminIconName> = {
  'home-details': 'home',
  'about-details': 'user',
  skills: 'code',
  'skill-images': 'cube',
  'known-language': 'globe',
  'education-timeline': 'school',
  'work-timeline': 'briefcase',
  'social-link': 'link',
  'frontend-project': 'folder',
  'fullstack-project': 'folder',
  'backend-project': 'folder',
  'login-details': 'key',
  [NOTES.admin.slug]: 'note',
};

export function sectionIcon(slug: string): AdminIconName {
  return SECTION_ICONS[slug] ?? 'folder';
}

function sectionLinks(slugs: readonly string[]): NavLink[] {
  return slugs.flatMap((slug) => {
    const section = findSection(slug);
    return section ? [{ href: updateHref(section), label: section.title, icon: sectionIcon(slug) }] : [];
  });
}

/**
 * The admin's navigation, in the order it is shown. It reads nothing from the store: the layout
 * that draws it must not wait on I/O, or the page below it streams after the shell and, without
 * JavaScript, stays hidden (Repair content is linked from the dashboard's notice instead).
 */
export function adminNav(): NavEntry[] {
  return [
    { href: ADMIN_HREF, label: ADMIN_NAV.dashboard, icon: 'dashboard' },
    { group: ADMIN_NAV.groups.content, links: sectionLinks(ADMIN_NAV.contentSlugs) },
    {
      group: ADMIN_NAV.groups.projects,
      links: [
        ...sectionLinks(ADMIN_NAV.projectSlugs),
        { href: MEDIA_LIBRARY.href, label: MEDIA_LIBRARY.title, icon: 'image' },
      ],
    },
    ...sectionLinks([NOTES.admin.slug]),
    { href: FEEDBACKS_HREF, label: ADMIN_NAV.inbox, icon: 'inbox' },
    { href: SHARE_LINKS.href, label: SHARE_LINKS.labels.title, icon: 'link' },
    { href: INSIGHTS.href, label: ADMIN_NAV.insights, icon: 'chart' },
    { href: HISTORY.href, label: ADMIN_NAV.history, icon: 'history' },
    {
      group: ADMIN_NAV.groups.settings,
      links: [
        ...sectionLinks(ADMIN_NAV.settingsSlugs),
        { href: `${ADMIN_HREF}#${ADMIN_NAV.backupAnchor}`, label: ADMIN_NAV.backup, icon: 'archive' },
        { href: `${ADMIN_HREF}#${JSON_RESUME.anchor}`, label: JSON_RESUME.title, icon: 'upload' },
      ],
    },
  ];
}
