import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { lang } from 'next/root-params';
import { getStore } from '@/lib/store';
import { LANGUAGES_PATH } from '@/lib/store/paths';
import { languageOfPrefix, prefixOf, siteLanguages, type SiteLanguages } from './model';
import { getWords, type Words } from './words';

/** The tag every page carries: its links list the languages. */
const LANGUAGES_TAG = 'content:languages';

/** The site's languages, as the store holds them (one read per cache fill). */
export async function getLanguages(): Promise<SiteLanguages> {
  'use cache';
  cacheLife('max');
  cacheTag(LANGUAGES_TAG);
  return siteLanguages(await getStore().get(LANGUAGES_PATH));
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

/** The page's language (pageLanguage) with its words: what a page hands its sections and its metadata. */
export interface PageWords extends PageLanguage {
  words: Words;
}

/** pageLanguage() and the language's words (lib/languages/words.ts). Read outside any `'use cache'` function. */
export async function pageWords(): Promise<PageWords> {
  const page = await pageLanguage();
  return { ...page, words: getWords(page.tag) };
}

/**
 * The published language a request asks its answer in (its Accept-Language: the tags in the
 * order sent, each matched exactly or by its base language), else the default language.
 */
export async function requestLanguage(acceptLanguage: string | null): Promise<string> {
  const { published, default: fallback } = await getLanguages();
  const byTag = new Map(published.map((tag) => [tag.toLowerCase(), tag]));
  const asked = (acceptLanguage ?? '')
    .split(',', 8)
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .filter((tag) => tag !== '' && tag !== '*');
  for (const tag of asked) {
    const match = byTag.get(tag) ?? byTag.get(tag.split('-')[0]);
    if (match) return match;
  }
  return fallback;
}
