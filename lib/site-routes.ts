import { PUBLIC_ROUTES } from './constants';

/** Paths that must never be indexed: the admin area and its sign-in. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/update', '/view', '/login'] as const;

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

export const SITEMAP_ROUTES = PUBLIC_ROUTES.map((r) => r.href);
