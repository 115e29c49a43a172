import { JSON_RESUME } from '@/lib/json-resume/words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import { PROJECT_KEYS, type TimelineItem, type UserContent } from '@/lib/content/schemas';
import type { JsonResume } from './validate';

/** What the export reads: public sections only (never drafts, the inbox, insights or credentials). */
export const EXPORTED_SECTIONS = [
  'home',
  'about',
  'workTimeline',
  'educationTimeline',
  'skills',
  'languagesKnown',
  'frontendProjects',
  'fullstackProjects',
  'backendProjects',
  'socialLinks',
] as const satisfies readonly (keyof UserContent)[];

export type ExportedContent = Pick<UserContent, (typeof EXPORTED_SECTIONS)[number]>;

/** A fresh start's placeholders are not the owner's: left out like an empty field. */
const P = FRESH_START.placeholders;
const PLACEHOLDERS: ReadonlySet<string> = new Set([P.fullName, P.tagline, P.detail, P.portrait]);
const shown = (value: string): string => (isPlaceholderDetail(value) || PLACEHOLDERS.has(value) ? '' : value);

/** Only the fields that hold something: JSON Resume leaves a missing value out. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** "Position, Company" split where the import joined it: at the first separator (a company may hold one). */
function splitFirst(title: string): [string, string] {
  const at = title.indexOf(JSON_RESUME.titleJoin);
  return at < 0 ? [title, ''] : [title.slice(0, at), title.slice(at + JSON_RESUME.titleJoin.length)];
}

/** "Degree, Institution" split at the last separator (a degree may hold one); no separator: an institution. */
function splitLast(title: string): [string, string] {
  const at = title.lastIndexOf(JSON_RESUME.titleJoin);
  return at < 0 ? ['', title] : [title.slice(0, at), title.slice(at + JSON_RESUME.titleJoin.length)];
}

/** A date as the schema's pattern takes it (years 1000 to 2999); another is left out, not exported invalid. */
const schemaDate = (date: string) => (/^[12]\d{3}(-|$)/.test(date) ? date : '');

/** A tech stack ("React, Node.js") as its keywords. */
export const splitStack = (techstack: string) =>
  techstack
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * A timeline entry's dates and summary, as its work or education entry ends. A description that
 * only repeats the title is no summary: the site needs a description, so an entry imported without
 * one got its title; that is no summary the owner wrote.
 */
const datedSummary = (item: TimelineItem) => ({
  startDate: schemaDate(item.startdate),
  endDate: schemaDate(item.enddate),
  summary: item.description === item.title ? '' : item.description,
});

/** An image of this site as an absolute URL; one elsewhere as it is. */
const absolute = (url: string, siteUrl: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

/** "English (Native speaker)" back to its language and fluency. */
function language(name: string): { language: string; fluency?: string } {
  const match = /^(.+?) \(([^()]+)\)$/.exec(name);
  return match ? { language: match[1], fluency: match[2] } : { language: name };
}

/** The public content as a JSON Resume document (schema v1.0.0). */
export function contentToResume(content: ExportedContent, siteUrl: string): JsonResume {
  const { about, home } = content;
  return {
    $schema: JSON_RESUME.schemaUrl,
    basics: compact({
      name: shown(about.fullName),
      label: shown(home.taglines[0] ?? ''),
      image: shown(about.avatar) && absolute(about.avatar, siteUrl),
      email: shown(about.email),
      phone: shown(about.phoneNumber),
      url: shown(about.cvweblink),
      summary: shown(home.detail),
      ...(isPlaceholderDetail(about.address) ? {} : { location: { address: about.address } }),
      profiles: content.socialLinks
        .filter((link) => !link.link.startsWith('mailto:'))
        .map((link) => ({ network: link.name, url: link.link })),
    }),
    work: content.workTimeline.map((item) => {
      const [position, name] = splitFirst(item.title);
      return compact({ name, position, ...datedSummary(item) });
    }),
    education: content.educationTimeline.map((item) => {
      const [area, institution] = splitLast(item.title);
      return compact({ institution, area, ...datedSummary(item) });
    }),
    skills: content.skills.map((skill) => ({ name: skill.name })),
    languages: content.languagesKnown.map((item) => language(item.name)),
    projects: PROJECT_KEYS.flatMap((key) => content[key]).map((project) =>
      compact({
        name: project.title,
        description: project.description,
        keywords: splitStack(project.techstack),
        url: project.demoLink || project.gitLink,
        roles: project.role ? [project.role] : [],
        endDate: schemaDate(project.year),
      }),
    ),
    meta: { canonical: `${siteUrl}${JSON_RESUME.publicPath}`, version: JSON_RESUME.schemaVersion },
  };
}
