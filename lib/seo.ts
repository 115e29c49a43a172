import type { Metadata } from 'next';
import { NOTES } from './content/notes-words';
import { PROJECT_PAGE } from './client-constants';
import { plainText } from './content/markdown';
import { languageAlternates } from './languages/alternates';
import type { SiteLanguages } from './languages/model';
import { localHref } from './languages/paths';
import type { Words } from './languages/words';
import { isPlaceholderDetail } from './content/placeholders';
import { noteDescription } from './content/notes';
import type { NoteItem, ProjectItem, UserContent } from './content/schemas';
import { OG_SIZE, ogImagePath, projectOgImagePath } from './og';

export type SiteRoute = '/' | '/about-me' | '/education-work' | '/skills' | '/projects' | '/contact';

/** The sections each route's title and description read (its page reads these and what it shows). */
interface RouteMetadataSections {
  '/': 'about' | 'home';
  '/about-me': 'about';
  '/education-work': 'about';
  '/skills': 'about' | 'skills';
  '/projects': 'about';
  '/contact': 'about';
}

type RouteContent<R extends SiteRoute> = Pick<UserContent, RouteMetadataSections[R]>;

/** A route's title and description, in the page's language. */
const ROUTE_COPY: {
  [R in SiteRoute]: {
    title: (w: Words, name: string) => string;
    description: (w: Words, c: RouteContent<R>) => string;
  };
} = {
  '/': {
    title: (w, name) => w('meta.homeTitle', { name }),
    description: (_w, c) => c.home.detail,
  },
  '/about-me': {
    title: (w, name) => w('meta.aboutTitle', { name }),
    description: (w, c) =>
      [
        isPlaceholderDetail(c.about.status)
          ? w('meta.aboutDescriptionNameOnly', { name: c.about.fullName })
          : w('meta.aboutDescription', { name: c.about.fullName, status: c.about.status }),
        ...(isPlaceholderDetail(c.about.address) ? [] : [w('meta.aboutBasedIn', { address: c.about.address })]),
      ].join(' '),
  },
  '/education-work': {
    title: (w, name) => w('meta.educationWorkTitle', { name }),
    description: (w, c) => w('meta.educationWorkDescription', { name: c.about.fullName }),
  },
  '/skills': {
    title: (w, name) => w('meta.skillsTitle', { name }),
    description: (w, c) =>
      c.skills.length === 0
        ? w('meta.skillsDescriptionEmpty', { name: c.about.fullName })
        : w('meta.skillsDescription', { name: c.about.fullName, skills: w.list(c.skills.map((s) => s.name)) }),
  },
  '/projects': {
    title: (w, name) => w('meta.projectsTitle', { name }),
    description: (w, c) => w('meta.projectsDescription', { name: c.about.fullName }),
  },
  '/contact': {
    title: (w, name) => w('meta.contactTitle', { name }),
    description: (w, c) => w('meta.contactDescription', { name: c.about.fullName }),
  },
};

/** The page's language: its words, its addresses' prefix and the site's published languages. */
export interface MetadataLanguage {
  words: Words;
  prefix: string;
  languages: SiteLanguages;
}

/** What a public page's metadata is drawn from, beside its owner's name (its social card is the same for every network). */
interface Page {
  path: string;
  title: string;
  description: string;
  image: { url: string; alt: string };
  openGraph: { type: 'profile' | 'website' | 'article'; publishedTime?: string; tags?: string[] };
}

function pageMetadata(
  content: Pick<UserContent, 'about'>,
  { prefix, languages }: MetadataLanguage,
  { path, title, description, image, openGraph }: Page,
): Metadata {
  // The card in the page's language (`/de/og/about-me`; lib/og-cards.tsx).
  const images = [{ url: localHref(prefix, image.url), ...OG_SIZE, alt: image.alt }];
  const url = localHref(prefix, path);
  // With other languages published, the page names its copy in each (the default's at today's address).
  const others = languageAlternates(languages, path);
  return {
    title,
    description,
    alternates: { canonical: url, ...(others ? { languages: others } : {}) },
    openGraph: { title, description, url, ...openGraph, siteName: content.about.fullName, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

export function routeMetadata<R extends SiteRoute>(
  route: R,
  content: RouteContent<R> & Pick<UserContent, 'about'>,
  language: MetadataLanguage,
): Metadata {
  const copy = ROUTE_COPY[route];
  const title = copy.title(language.words, content.about.fullName);
  return pageMetadata(content, language, {
    path: route,
    title,
    description: copy.description(language.words, content).slice(0, 160),
    image: { url: ogImagePath(route), alt: title },
    openGraph: { type: route === '/' ? 'profile' : 'website' },
  });
}

/** What a project's page says of it in one line: its description's opening, or its tech stack. */
export function projectSummary(project: ProjectItem, ownerName: string, words: Words): string {
  // The one-line summary the owner wrote for the card, else the description's start.
  const described = project.summary !== '' ? project.summary : plainText(project.description);
  const text =
    described !== ''
      ? described
      : project.techstack !== ''
        ? words('meta.projectSummaryWithStack', { title: project.title, name: ownerName, techstack: project.techstack })
        : words('meta.projectSummary', { title: project.title, name: ownerName });
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}

/** The metadata of /projects/<slug>: its own title, description, canonical address and social image. */
export function projectMetadata(
  project: ProjectItem,
  content: Pick<UserContent, 'about'>,
  language: MetadataLanguage,
): Metadata {
  const { words } = language;
  return pageMetadata(content, language, {
    path: PROJECT_PAGE.href(project.slug),
    title: words('meta.itemTitle', { title: project.title, name: content.about.fullName }),
    description: projectSummary(project, content.about.fullName, words),
    image: { url: projectOgImagePath(project.slug), alt: project.title },
    openGraph: { type: 'article' },
  });
}

/** The metadata of /notes: the list of the owner's notes. */
export function notesMetadata(content: Pick<UserContent, 'about'>, language: MetadataLanguage): Metadata {
  const { words } = language;
  const title = words('notes.pageTitle', { name: content.about.fullName });
  return pageMetadata(content, language, {
    path: NOTES.href,
    title,
    description: words('notes.description', { name: content.about.fullName }),
    image: { url: ogImagePath('/'), alt: title },
    openGraph: { type: 'website' },
  });
}

/** The metadata of /notes/<slug>: its title, summary, canonical address and social image. */
export function noteMetadata(
  note: NoteItem,
  content: Pick<UserContent, 'about'>,
  language: MetadataLanguage,
): Metadata {
  return pageMetadata(content, language, {
    path: NOTES.pageHref(note.slug),
    title: language.words('meta.itemTitle', { title: note.title, name: content.about.fullName }),
    description: noteDescription(note),
    image: { url: NOTES.ogHref(note.slug), alt: note.title },
    openGraph: { type: 'article', publishedTime: note.publishedAt, tags: note.tags },
  });
}
