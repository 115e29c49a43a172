import { HISTORY } from '@/lib/content/history-words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { CONTENT_SECTIONS, editorFields, type ContentSection, type SectionBase } from '@/lib/content/sections';
import { credentialsSchema } from './form-input';

export type { FieldDef, ListSection, SectionGroup, SingletonSection } from '@/lib/content/sections';

interface CredentialsSection extends SectionBase {
  kind: 'credentials';
}

export type Section = (typeof CONTENT_SECTIONS)[number] | CredentialsSection;

/**
 * Every admin editor, in the order the navigation and the dashboard list them (by group): the
 * content's (lib/content/sections.ts), then the login details. Pages, forms, server actions,
 * the navigation and ADMIN_ROUTES are all derived from this.
 */
export const SECTIONS: readonly Section[] = [
  ...CONTENT_SECTIONS,
  {
    kind: 'credentials',
    slug: 'login-details',
    title: 'Login Details',
    group: 'settings',
    icon: 'key',
    fields: editorFields(credentialsSchema),
  },
];

export function findSection(slug: string): Section | undefined {
  return SECTIONS.find((s) => s.slug === slug);
}

/** The content editor `slug` names (of `kind`, when given). */
export function contentEditor<K extends ContentSection['kind'] = ContentSection['kind']>(slug: unknown, kind?: K) {
  const section = typeof slug === 'string' ? findSection(slug) : undefined;
  return section && section.kind !== 'credentials' && (kind ?? section.kind) === section.kind
    ? (section as Extract<ContentSection, { kind: K }>)
    : undefined;
}

export function updateHref(section: Section): string {
  return `/update/${section.slug}`;
}

export const FEEDBACKS_HREF = '/view/feedbacks';

/** The editors listed in `group`, in order. */
export const sectionsIn = (group: Section['group']): Section[] => SECTIONS.filter((s) => s.group === group);

/** Every admin page but the dashboard and insights: each editor, then the inbox, History and the media library. */
export const ADMIN_ROUTES: readonly string[] = [
  ...SECTIONS.map(updateHref),
  FEEDBACKS_HREF,
  HISTORY.href,
  MEDIA_LIBRARY.href,
];
