import { PUBLIC_ROUTES } from './constants';

/** Open Graph image slugs, one per public route: /og/home, /og/about-me, ... */
export const OG_PAGES = PUBLIC_ROUTES.map((route) => ({
  slug: route.href === '/' ? 'home' : route.href.slice(1),
  href: route.href,
  label: route.label,
  color: route.color,
}));

export function ogImagePath(href: string): string {
  const page = OG_PAGES.find((p) => p.href === href) ?? OG_PAGES[0];
  return `/og/${page.slug}`;
}

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The social-card image of a project's page. */
export const projectOgImagePath = (slug: string): string => `/og/project/${slug}`;
