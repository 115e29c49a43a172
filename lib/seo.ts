import type { Metadata } from 'next';
import { NOTES } from './content/notes-words';
import { PROJECT_PAGE } from './client-constants';
import { plainText } from './content/markdown';
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

const ROUTE_COPY: {
  [R in SiteRoute]: { title: (name: string) => string; description: (c: RouteContent<R>) => string };
} = {
  '/': {
    title: (name) => `${name} | Portfolio`,
    description: (c) => c.home.detail,
  },
  '/about-me': {
    title: (name) => `About ${name}`,
    description: (c) =>
      [
        isPlaceholderDetail(c.about.status) ? `${c.about.fullName}.` : `${c.about.fullName}: ${c.about.status}.`,
        isPlaceholderDetail(c.about.address) ? '' : ` Based in ${c.about.address}.`,
      ].join(''),
  },
  '/education-work': {
    title: (name) => `Education & Work | ${name}`,
    description: (c) => `Education and work experience of ${c.about.fullName}.`,
  },
  '/skills': {
    title: (name) => `Skills | ${name}`,
    description: (c) =>
      c.skills.length === 0
        ? `Skills of ${c.about.fullName}.`
        : `Skills of ${c.about.fullName}: ${c.skills.map((s) => s.name).join(', ')}.`,
  },
  '/projects': {
    title: (name) => `Projects | ${name}`,
    description: (c) => `Front-end, full-stack and back-end projects by ${c.about.fullName}.`,
  },
  '/contact': {
    title: (name) => `Contact | ${name}`,
    description: (c) => `Get in touch with ${c.about.fullName}.`,
  },
};

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
  { path, title, description, image, openGraph }: Page,
): Metadata {
  const images = [{ url: image.url, ...OG_SIZE, alt: image.alt }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, ...openGraph, siteName: content.about.fullName, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

export function routeMetadata<R extends SiteRoute>(
  route: R,
  content: RouteContent<R> & Pick<UserContent, 'about'>,
): Metadata {
  const copy = ROUTE_COPY[route];
  const title = copy.title(content.about.fullName);
  return pageMetadata(content, {
    path: route,
    title,
    description: copy.description(content).slice(0, 160),
    image: { url: ogImagePath(route), alt: title },
    openGraph: { type: route === '/' ? 'profile' : 'website' },
  });
}

/** What a project's page says of it in one line: its description's opening, or its tech stack. */
export function projectSummary(project: ProjectItem, ownerName: string): string {
  // The one-line summary the owner wrote for the card, else the description's start.
  const described = project.summary !== '' ? project.summary : plainText(project.description);
  const built = project.techstack !== '' ? `, built with ${project.techstack}` : '';
  const text = described !== '' ? described : `${project.title} by ${ownerName}${built}.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}

/** The metadata of /projects/<slug>: its own title, description, canonical address and social image. */
export function projectMetadata(project: ProjectItem, content: Pick<UserContent, 'about'>): Metadata {
  return pageMetadata(content, {
    path: PROJECT_PAGE.href(project.slug),
    title: `${project.title} | ${content.about.fullName}`,
    description: projectSummary(project, content.about.fullName),
    image: { url: projectOgImagePath(project.slug), alt: project.title },
    openGraph: { type: 'article' },
  });
}

/** The metadata of /notes: the list of the owner's notes. */
export function notesMetadata(content: Pick<UserContent, 'about'>): Metadata {
  const title = NOTES.pageTitle(content.about.fullName);
  return pageMetadata(content, {
    path: NOTES.href,
    title,
    description: NOTES.description(content.about.fullName),
    image: { url: ogImagePath('/'), alt: title },
    openGraph: { type: 'website' },
  });
}

/** The metadata of /notes/<slug>: its title, summary, canonical address and social image. */
export function noteMetadata(note: NoteItem, content: Pick<UserContent, 'about'>): Metadata {
  return pageMetadata(content, {
    path: NOTES.pageHref(note.slug),
    title: `${note.title} | ${content.about.fullName}`,
    description: noteDescription(note),
    image: { url: NOTES.ogHref(note.slug), alt: note.title },
    openGraph: { type: 'article', publishedTime: note.publishedAt, tags: note.tags },
  });
}
