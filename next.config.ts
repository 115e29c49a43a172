import type { NextConfig } from 'next';
import { securityHeaders, securityOptionsFromEnv } from './lib/security-headers';

const nextConfig: NextConfig = {
  // A second build (the Firebase end-to-end pass) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/demo/**' }, { pathname: '/media/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(securityOptionsFromEnv(process.env)) }];
  },
};

export default nextConfig;
