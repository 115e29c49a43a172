import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { redisUrlOf } from './lib/cache/redis-url';
import { LOGIN_HREF } from './lib/constants';
import { unknownAddressRedirect } from './lib/languages/model';
import { SHARE_LINKS } from './lib/share-links/words';
import {
  contentSecurityPolicy,
  NON_DOCUMENT_CSP,
  OPENER_POLICY_SOURCE,
  openerPolicy,
  securityHeaders,
  securityOptionsFromEnv,
} from './lib/security-headers';
import { checkSiteUrl } from './lib/site-url-check';

// Several instances share their caches through Redis when REDIS_URL is set (a bad one stops here);
// on Vercel the platform's own cache serves.
const redisUrl = process.env.VERCEL ? undefined : redisUrlOf(process.env);

const TEST_RUN = process.env.TEST_RUN_TYPECHECKED === '1';

/** The most a server-action call may send (serverActions.bodySizeLimit below), in MB. */
const ACTION_BODY_LIMIT_MB = 1;

const nextConfig: NextConfig = {
  // A second build (the Firebase end-to-end pass) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The embedded store's database: a native addon that finds its prebuilt binary at run time, so
  // it is loaded from node_modules (one copy per process) rather than bundled. The PDF library
  // reads its data files from its own folder. The Redis client (REDIS_URL): one connection per
  // process, shared by the cache handlers and the start-up catch-up.
  serverExternalPackages: ['lmdb', 'pdfkit', 'redis'],
  poweredByHeader: false,
  // The résumé PDFs embed the site's font, read from disk when the content changes.
  outputFileTracingIncludes: {
    // The résumé's fonts (lib/resume-pdf/fonts.ts): the site's own, and Vazirmatn for Arabic script.
    '/resume/[file]': ['./app/fonts/*.woff', './app/fonts/*.ttf'],
    // The social cards' fonts (lib/og-fonts.ts: Vazirmatn, for Arabic, is a TTF), for a card drawn at run time.
    '/og/[page]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
    '/og/project/[slug]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
    '/og/note/[slug]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
    // …and each language's (`/de/og/about-me`).
    '/[lang]/resume/[file]': ['./app/fonts/*.woff', './app/fonts/*.ttf'],
    '/[lang]/og/[page]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
    '/[lang]/og/project/[slug]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
    '/[lang]/og/note/[slug]': ['./app/fonts/**/*.woff', './app/fonts/*.ttf'],
  },
  // 'use cache' readers tagged per content section; admin writes expire their tags (lib/content).
  cacheComponents: true,
  // Self-hosted, rendered responses and tag expirations live in DATA_DIR beside the content, so a
  // restart never serves a copy a save made out of date (docs/decisions/durable-route-cache.md);
  // with REDIS_URL, in Redis, with the 'use cache' entries, so a save through one instance shows
  // through every other (docs/decisions/multi-instance-redis.md).
  cacheHandler: process.env.VERCEL
    ? undefined
    : redisUrl
      ? require.resolve('./lib/cache/redis-route-cache-handler.mjs')
      : require.resolve('./lib/cache/route-cache-handler.mjs'),
  ...(redisUrl ? { cacheHandlers: { default: require.resolve('./lib/cache/redis-use-cache-handler.mjs') } } : {}),
  // Off: a project page no build listed (added later, or a wrong address) is rendered whole on its
  // first request, so it answers with its redirect (307 to /login, 308 to a renamed project) or is
  // kept as a page, rather than a 200 shell that redirects on the client.
  partialPrefetching: false,
  // The test runner's builds (scripts/test-all.mjs sets TEST_RUN_TYPECHECKED=1) skip Next.js's own
  // type check, which its typecheck suite ran once over the whole project before them, and the
  // write of Turbopack's build cache, which no later build of the run reads. Any other build does both.
  typescript: { ignoreBuildErrors: TEST_RUN },
  experimental: {
    serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` },
    turbopackFileSystemCacheForBuild: !TEST_RUN,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Five widths for images sized to the viewport instead of Next.js's eight (750, 1080, 2048 and
    // 3840 go): every width is a URL written into the page twice (HTML and its RSC payload), and
    // the home page's HTML then fits the first round trip (see docs/history/benchmarks-server-mjs.md).
    deviceSizes: [640, 828, 1200, 1920, 2560],
    localPatterns: [{ pathname: '/demo/**' }, { pathname: '/media/**' }],
  },
  // Any address no route or language can answer goes to the login page, from the routing alone.
  async redirects() {
    return [unknownAddressRedirect(LOGIN_HREF)];
  },
  async headers() {
    const nonDocument = [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }];
    const options = securityOptionsFromEnv(process.env);
    return [
      {
        source: '/:path*',
        headers: [
          ...securityHeaders(options),
          { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
        ],
      },
      // Everywhere but the public pages (see openerPolicy).
      { source: OPENER_POLICY_SOURCE, headers: [openerPolicy(options)] },
      // Responses that are not documents get the strictest policy (a later rule overrides an earlier one).
      // The build's scripts, styles and fonts too: a policy on them is inert, and the page's full
      // policy (about 430 bytes) on each of the dozen-odd scripts a page loads is bytes on the wire.
      ...[
        '/_next/static/:path*',
        '/api/:path*',
        '/media/:path*',
        '/demo/:path*',
        '/og/:path*',
        // Feeds, the résumé files (also a share link's) and resume.json: data, never a document.
        '/notes/feed.xml',
        '/resume.json',
        // …and each language's (`/de/notes/feed.xml`).
        '/:lang/notes/feed.xml',
        '/:lang/resume.json',
        '/:lang/og/:path*',
        '/:lang/resume/:path*',
        '/resume/:path*',
        `${SHARE_LINKS.publicPrefix}/:token/resume`,
        '/robots.txt',
        '/sitemap.xml',
        '/favicon.ico',
        '/icon.svg',
      ].map((source) => ({
        source,
        headers: nonDocument,
      })),
      // A share link's pages: never indexed, and their address (which holds the token) never sent on as a Referer.
      ...[`${SHARE_LINKS.publicPrefix}/:path*`, `/:lang${SHARE_LINKS.publicPrefix}/:path*`].map((source) => ({
        source,
        headers: [
          { key: 'X-Robots-Tag', value: SHARE_LINKS.robotsHeader },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      })),
    ];
  },
};

export default function config(phase: string): NextConfig {
  // Only `next build` itself (tools such as knip load this file in the build phase too); build
  // workers load it again, and the flag they inherit keeps it to one warning.
  const nextBuild = phase === PHASE_PRODUCTION_BUILD && process.argv.includes('build');
  if (nextBuild && !process.env.PORTFOLIO_SITE_URL_CHECKED) {
    process.env.PORTFOLIO_SITE_URL_CHECKED = '1';
    const verdict = checkSiteUrl(process.env);
    if (verdict.level === 'error') throw new Error(verdict.message);
    if (verdict.level === 'warn') console.warn(`\n${verdict.message}\n`);
  }
  return nextConfig;
}
