import 'server-only';
import { lang } from 'next/root-params';
import { getPublishedSections } from '@/lib/content/get-data';
import { languageOfPrefix, prefixOf, siteLanguages, type SiteLanguages } from './model';

/** The site's languages, as published (the section's own 'use cache' reader and tag). */
export async function getLanguages(): Promise<SiteLanguages> {
  return siteLanguages((await getPublishedSections(['siteLanguages'])).siteLanguages);
}

/** The language a page is rendered in, and the prefix of its addresses (`''` for the default, `/de`). */
export interface PageLanguage {
  tag: string;
  prefix: string;
  languages: SiteLanguages;
}

/**
 * The language of the page being rendered: the `[lang]` root layout's parameter (`next/root-params`),
 * absent in the default language's tree. Read outside any `'use cache'` function and passed in.
 */
export async function pageLanguage(): Promise<PageLanguage> {
  const [languages, prefix] = await Promise.all([getLanguages(), lang()]);
  const tag = prefix ? languageOfPrefix(languages, prefix) : undefined;
  return tag ? { tag, prefix: `/${prefixOf(tag)}`, languages } : { tag: languages.default, prefix: '', languages };
}
