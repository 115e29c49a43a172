import type { Metadata } from 'next';
import type { UserContent } from './content/schemas';
import { OG_SIZE, ogImagePath } from './og';

export type SiteRoute = '/' | '/about-me' | '/education-work' | '/skills' | '/projects' | '/contact';

const ROUTE_COPY: Record<SiteRoute, { title: (name: string) => string; description: (c: UserContent) => string }> = {
  '/': {
    title: (name) => `${name} | Portfolio`,
    description: (c) => c.home.detail,
  },
  '/about-me': {
    title: (name) => `About ${name}`,
    description: (c) => `${c.about.fullName}: ${c.about.status}. Based in ${c.about.address}.`,
  },
  '/education-work': {
    title: (name) => `Education & Work | ${name}`,
    description: (c) => `Education and work experience of ${c.about.fullName}.`,
  },
  '/skills': {
    title: (name) => `Skills | ${name}`,
    description: (c) => `Skills of ${c.about.fullName}: ${c.skills.map((s) => s.name).join(', ')}.`,
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

export function routeMetadata(route: SiteRoute, content: UserContent): Metadata {
  const copy = ROUTE_COPY[route];
  const title = copy.title(content.about.fullName);
  const description = copy.description(content).slice(0, 160);
  const image = { url: ogImagePath(route), ...OG_SIZE, alt: title };
  return {
    title,
    description,
    alternates: { canonical: route },
    openGraph: {
      title,
      description,
      url: route,
      type: route === '/' ? 'profile' : 'website',
      siteName: content.about.fullName,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
