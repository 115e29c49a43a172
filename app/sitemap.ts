import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { SITEMAP_ROUTES, absoluteUrl } from '@/lib/site-routes';

export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = env();
  const lastModified = new Date();
  return SITEMAP_ROUTES.map((path) => ({
    url: absoluteUrl(siteUrl, path),
    lastModified,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.8,
  }));
}
