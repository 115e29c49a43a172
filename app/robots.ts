import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { PRIVATE_PATH_PREFIXES, absoluteUrl } from '@/lib/site-routes';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = env();
  return {
    // A share link's pages in another language too (`/de/for/…`; their headers say noindex as well).
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATH_PREFIXES, '/*/for/'] },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
    host: siteUrl,
  };
}
