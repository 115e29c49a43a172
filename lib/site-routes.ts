import { PUBLIC_ROUTES } from './constants';

/** Kept out of search engines: the admin area, its sign-in, and the pages of share links (/for/<token>). */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/update', '/view', '/login', '/for'] as const;

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

export const SITEMAP_ROUTES = PUBLIC_ROUTES.map((r) => r.href);
