import type { MetadataRoute } from 'next';
import { cacheLife } from 'next/cache';
import { NOTES } from '@/lib/content/notes-words';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { getPublishedSections, nextScheduledNote } from '@/lib/content/get-data';
import { notesCacheLife } from '@/lib/content/notes';
import { SECTION_KEYS } from '@/lib/content/shape';
import { allProjects } from '@/lib/content/projects';
import { env } from '@/lib/env';
import { addressIn, languageAlternates } from '@/lib/languages/alternates';
import { getLanguages } from '@/lib/languages/read';
import { SITEMAP_ROUTES, absoluteUrl } from '@/lib/site-routes';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  'use cache';
  const { siteUrl } = env();
  // Reading every section makes any change to the content rebuild the sitemap, so its dates are
  // those of the last change; a note scheduled for later joins it when it comes out.
  const [content, next, languages] = await Promise.all([
    getPublishedSections(SECTION_KEYS),
    nextScheduledNote(),
    getLanguages(),
  ]);
  const life = notesCacheLife(next, Date.now());
  if (life) cacheLife(life);
  else cacheLife('max');
  const lastModified = new Date();
  // Each page once per published language, each naming all of them (hreflang, with x-default).
  const entry = (path: string, priority: number, more: Partial<MetadataRoute.Sitemap[number]> = {}) => {
    const alternates = languageAlternates(languages, path);
    const languageUrls = alternates && {
      languages: Object.fromEntries(Object.entries(alternates).map(([tag, href]) => [tag, absoluteUrl(siteUrl, href)])),
    };
    return languages.published.map((tag) => ({
      url: absoluteUrl(siteUrl, addressIn(languages, tag, path)),
      lastModified,
      changeFrequency: 'monthly' as const,
      priority,
      ...(languageUrls ? { alternates: languageUrls } : {}),
      ...more,
    }));
  };
  return [
    ...SITEMAP_ROUTES.flatMap((path) => entry(path, path === '/' ? 1 : 0.8)),
    ...allProjects(content).flatMap(({ project }) => entry(PROJECT_PAGE.href(project.slug), 0.6)),
    // The notes: their list once one is published, and each note's page, dated by its published date.
    ...(content.notes.length === 0 ? [] : entry(NOTES.href, 0.7, { changeFrequency: 'weekly' })),
    ...content.notes.flatMap((note) =>
      entry(NOTES.pageHref(note.slug), 0.6, { lastModified: new Date(`${note.publishedAt}T00:00:00Z`) }),
    ),
  ];
}
