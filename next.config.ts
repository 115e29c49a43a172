import type { NextConfig } from 'next';
import { securityHeaders, securityOptionsFromEnv } from './lib/security-headers';

const nextConfig: NextConfig = {
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
