import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { PRIVATE_PATH_PREFIXES, absoluteUrl } from '@/lib/site-routes';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = env();
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATH_PREFIXES] },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
    host: siteUrl,
  };
}
