import { PUBLIC_ROUTES } from '@/lib/constants';

/**
 * Page views are stored under a key per page: the route's path without its slash ("home" for /),
 * and "project~<slug>" for /projects/<slug>. Store keys may not hold "/" or ".".
 */
const PROJECT_PREFIX = 'project~';

const ROUTE_KEYS = new Map<string, string>(
  PUBLIC_ROUTES.map((route) => [route.href, route.href === '/' ? 'home' : route.href.slice(1)]),
);
const ROUTE_PATHS = new Map<string, string>([...ROUTE_KEYS].map(([path, key]) => [key, path]));

/**
 * A key for a name (a social link's in the store, the owner's in the résumé's file name): in lower
 * case, with every run of other characters than letters and digits turned into one hyphen.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The store key of a public page, or null when `path` is not one (a project page needs its slug in `projectSlugs`). */
export function pageKey(path: string, projectSlugs: ReadonlySet<string>): string | null {
  const project = /^\/projects\/([a-z0-9-]{1,80})$/.exec(path);
  return ROUTE_KEYS.get(path) ?? (project && projectSlugs.has(project[1]) ? `${PROJECT_PREFIX}${project[1]}` : null);
}

/** The path a stored page key stands for, or null for a key this release does not write. */
export function pagePath(key: string): string | null {
  const project = projectOfPage(key);
  return ROUTE_PATHS.get(key) ?? (project === null ? null : `/projects/${project}`);
}

/** The project slug of a page key, or null for another page. */
export function projectOfPage(key: string): string | null {
  return key.startsWith(PROJECT_PREFIX) ? key.slice(PROJECT_PREFIX.length) : null;
}
