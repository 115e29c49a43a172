import { OG_PAGES } from '@/lib/og';

/**
 * Where server actions can run. Next.js treats a POST to a page as a possible action call when it
 * has a Next-Action header (whatever its value) or a form body (its server-action-request-meta),
 * and any path no route matches reaches a page: the catch-all `app/[...unknown]`.
 */
export function isPossibleActionCall(method: string, headers: Headers): boolean {
  if (method !== 'POST') return false;
  const contentType = headers.get('content-type');
  return (
    headers.has('next-action') ||
    contentType === 'application/x-www-form-urlencoded' ||
    (contentType?.startsWith('multipart/form-data') ?? false)
  );
}

/** Every route handler under /api (tests/unit/action-paths.test.ts keeps this list complete). */
export const API_ROUTE_HANDLERS: readonly string[] = [
  '/api/admin/export',
  '/api/admin/feedbacks/export',
  '/api/admin/import',
  '/api/admin/insights/export',
  '/api/admin/media',
  '/api/admin/preview',
  '/api/admin/preview/exit',
  '/api/auth/firebase',
  '/api/contact',
  '/api/insights',
  '/api/visit',
];

const OG_PATHS = new Set(OG_PAGES.map((page) => `/og/${page.slug}`));

/**
 * True when a route handler (or a file) answers this path under /api, /media, /og or /demo, so
 * no server action can run there. /og/[page] knows only its slugs (dynamicParams = false),
 * /og/project/[slug] and /media/[id] one segment each; every /demo path is a file or the demo
 * catch-all handler.
 */
export function servedByRouteHandler(pathname: string): boolean {
  return (
    API_ROUTE_HANDLERS.includes(pathname) ||
    OG_PATHS.has(pathname) ||
    /^\/og\/project\/[^/]+$/.test(pathname) ||
    /^\/media\/[^/]+$/.test(pathname) ||
    pathname.startsWith('/demo/')
  );
}
