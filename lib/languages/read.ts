import 'server-only';
import { lang } from 'next/root-params';
import { getPublishedSections, readSiteWords } from '@/lib/content/get-data';
import type { SectionKey, UserContent } from '@/lib/content/schemas';
import { listedLanguageTags } from '@/lib/content/language-tag';
import { getSections, previewState } from '@/lib/site-content/read';
import { languageOfPrefix, prefixOf, siteLanguages, type SiteLanguages } from './model';
import { getWords, type Words } from './words';

/** The site's languages, as published (the section's own 'use cache' reader and tag). */
export async function getLanguages(): Promise<SiteLanguages> {
  return siteLanguages((await getPublishedSections(['siteLanguages'])).siteLanguages);
}

/**
 * The languages a page may be rendered in: the published ones; for the signed-in owner in preview,
 * the hidden ones too (after them), so a language can be read on its pages before it is published.
 */
export async function pageLanguages(): Promise<SiteLanguages> {
  const languages = await getLanguages();
  if ((await previewState()) !== 'owner') return languages;
  const listed = listedLanguageTags((await getPublishedSections(['siteLanguages'])).siteLanguages);
  const hidden = listed.slice(1).filter((tag) => !languages.published.includes(tag));
  return { ...languages, published: [...languages.published, ...hidden] };
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
  const [languages, prefix] = await Promise.all([pageLanguages(), lang()]);
  const tag = prefix ? languageOfPrefix(languages, prefix) : undefined;
  return tag ? { tag, prefix: `/${prefixOf(tag)}`, languages } : { tag: languages.default, prefix: '', languages };
}

/** The page's language (pageLanguage) with its words: what a page hands its sections and its metadata. */
export interface PageWords extends PageLanguage {
  words: Words;
}

/** A language's words (lib/languages/words.ts), with those the owner gave it from a file. */
export async function wordsOf(tag: string): Promise<Words> {
  return getWords(tag, await readSiteWords(tag));
}

/** pageLanguage() and the language's words (lib/languages/words.ts). Read outside any `'use cache'` function. */
export async function pageWords(): Promise<PageWords> {
  const page = await pageLanguage();
  return { ...page, words: await wordsOf(page.tag) };
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

/**
 * The sections `keys` in the page's language (each text the owner translated, the default's
 * elsewhere; lib/content/translations.ts), with the page's words. Read outside any `'use cache'` function.
 */
export async function pageContent<K extends SectionKey>(
  keys: readonly K[],
): Promise<[Pick<UserContent, K>, PageWords]> {
  const page = await pageWords();
  return [await getSections(keys, page.prefix === '' ? undefined : page.tag), page];
}
