/**
 * Where server actions can run: proxy.ts lets a possible action call through under /api, /media,
 * /og and /demo only at a real route handler, so the list must follow the sources.
 */
import { API_ROUTE_HANDLERS, isPossibleActionCall, servedByRouteHandler } from '@/lib/http/action-paths';
import { OG_PAGES } from '@/lib/og';
import { scanRouteHandlers } from '../helpers/server-surface';

const headers = (h: Record<string, string>) => new Headers(h);

describe('possible server-action calls, as Next.js tells them', () => {
  it('a POST with a Next-Action header (any value) or a form body', () => {
    expect(isPossibleActionCall('POST', headers({ 'next-action': 'ab' }))).toBe(true);
    expect(isPossibleActionCall('POST', headers({ 'next-action': '' }))).toBe(true);
    expect(isPossibleActionCall('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isPossibleActionCall('POST', headers({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(true);
  });

  it('nothing else', () => {
    expect(isPossibleActionCall('GET', headers({ 'next-action': 'ab' }))).toBe(false);
    expect(isPossibleActionCall('PUT', headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isPossibleActionCall('POST', headers({ 'content-type': 'application/json' }))).toBe(false);
    expect(isPossibleActionCall('POST', headers({}))).toBe(false);
  });
});

describe('paths a route handler answers', () => {
  it('every /api route handler of the sources is listed, and nothing else', () => {
    const api = [
      ...new Set(
        scanRouteHandlers()
          .map((r) => r.split(' ')[1])
          .filter((p) => p.startsWith('/api/')),
      ),
    ];
    expect([...API_ROUTE_HANDLERS].sort()).toEqual(api.sort());
  });

  it('the handlers under /media, /og and /demo exist as this module assumes', () => {
    const routes = new Set(scanRouteHandlers().map((r) => r.split(' ')[1]));
    for (const route of ['/media/[id]', '/og/[page]', '/demo/[...missing]'])
      expect([route, routes.has(route)]).toEqual([route, true]);
  });

  it.each([
    '/api/contact',
    '/api/admin/media',
    '/media/abc123',
    ...OG_PAGES.map((p) => `/og/${p.slug}`),
    '/demo/avatar.webp',
    '/demo/a/b/c.pdf',
  ])('%s: a route handler', (pathname) => expect(servedByRouteHandler(pathname)).toBe(true));

  it.each([
    '/api/anything',
    '/api/contact/x',
    '/api/admin',
    '/media/a/b',
    '/og/anything',
    '/og/home/x',
    '/_next/static/x',
  ])('%s: the catch-all page', (pathname) => expect(servedByRouteHandler(pathname)).toBe(false));
});
