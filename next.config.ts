import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { ACTION_BODY_LIMIT } from './lib/action-request';
import { addCompileHints } from './lib/build/compile-hints.mjs';
import {
  NON_DOCUMENT_CSP,
  OPENER_POLICY_SOURCE,
  openerPolicy,
  securityHeaders,
  securityOptionsFromEnv,
} from './lib/security-headers';
import { checkSiteUrl } from './lib/site-url-check';

const nextConfig: NextConfig = {
  // A second build (the Firebase end-to-end pass) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The embedded store's database: a native addon that finds its prebuilt binary at run time, so
  // it is loaded from node_modules (one copy per process) rather than bundled. The PDF library
  // reads its data files from its own folder.
  serverExternalPackages: ['lmdb', 'pdfkit'],
  poweredByHeader: false,
  // The résumé PDFs embed the site's font, read from disk when the content changes.
  outputFileTracingIncludes: { '/resume/[file]': ['./app/fonts/*.woff'] },
  // Next.js's file-system cache, which never keeps a render that read the content before a save it
  // finished after (see the file).
  cacheHandler: path.join(process.cwd(), 'lib/content/render-cache.mjs'),
  compiler: {
    // The chunks every public page starts with are compiled off the main thread as they stream in
    // (lib/build/compile-hints.mjs).
    async runAfterProductionCompile({ distDir }) {
      const changed = await addCompileHints(distDir);
      console.log(`   Compile hints on the ${changed.length} chunks public pages start with`);
    },
  },
  experimental: {
    // Each page's CSS (a few KB) goes inline in its <head> instead of three render-blocking
    // stylesheet requests, so the first paint waits for nothing but the HTML (see
    // docs/benchmarks.md, "Page speed, second round").
    inlineCss: true,
    // Next.js buffers the body of every request the proxy sees (10 MB by default). Only page POSTs
    // (action calls, at most ACTION_BODY_LIMIT) and refused calls reach it: the proxy reads at
    // most the limit and refuses the rest, so a little past it is all that needs keeping.
    proxyClientMaxBodySize: ACTION_BODY_LIMIT * 2,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Five widths for images sized to the viewport instead of Next.js's eight (750, 1080, 2048 and
    // 3840 go): every width is a URL written into the page twice (HTML and its RSC payload), and
    // the home page's HTML then fits the first round trip (see docs/benchmarks.md).
    deviceSizes: [640, 828, 1200, 1920, 2560],
    localPatterns: [{ pathname: '/demo/**' }, { pathname: '/media/**' }],
  },
  async headers() {
    const nonDocument = [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }];
    const options = securityOptionsFromEnv(process.env);
    return [
      { source: '/:path*', headers: securityHeaders(options) },
      // Everywhere but the public pages (see openerPolicy).
      { source: OPENER_POLICY_SOURCE, headers: [openerPolicy(options)] },
      // Pages get their policy from proxy.ts; everything its matcher leaves out gets the strictest one here.
      ...[
        '/api/:path*',
        '/media/:path*',
        '/demo/:path*',
        '/og/:path*',
        '/robots.txt',
        '/sitemap.xml',
        '/favicon.ico',
        '/icon.svg',
      ].map((source) => ({
        source,
        headers: nonDocument,
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
