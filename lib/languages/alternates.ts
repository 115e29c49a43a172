import type { SiteLanguages } from './model';
import { prefixOf } from './model';
import { localHref } from './paths';

/**
 * The `hreflang` alternates of a page (its `<link rel="alternate">` tags and the sitemap's): the
 * page's address in every published language, and `x-default`, the default language's (where a
 * visitor whose language the site does not have lands). None while the site has one language.
 */
export function languageAlternates(languages: SiteLanguages, path: string): Record<string, string> | undefined {
  if (languages.published.length < 2) return undefined;
  return {
    ...Object.fromEntries(languages.published.map((tag) => [tag, addressIn(languages, tag, path)])),
    'x-default': path,
  };
}

/** The address of the default language's page `path` in the published language `tag`. */
export function addressIn(languages: SiteLanguages, tag: string, path: string): string {
  return tag === languages.default ? path : localHref(`/${prefixOf(tag)}`, path);
}
