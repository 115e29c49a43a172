import type { NextConfig } from 'next';
import { NON_DOCUMENT_CSP, securityHeaders, securityOptionsFromEnv } from './lib/security-headers';

const nextConfig: NextConfig = {
  // A second build (the Firebase end-to-end pass) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The embedded store's database: a native addon that finds its prebuilt binary at run time, so
  // it is loaded from node_modules (one copy per process) rather than bundled.
  serverExternalPackages: ['lmdb'],
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/demo/**' }, { pathname: '/media/**' }],
  },
  async headers() {
    const nonDocument = [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }];
    return [
      { source: '/:path*', headers: securityHeaders(securityOptionsFromEnv(process.env)) },
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

export default nextConfig;
