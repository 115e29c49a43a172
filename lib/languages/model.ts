// Relative: next.config.ts loads this file, where the @/ alias does not resolve.
import { PREFIX_SHAPE, prefixOf, SITE_PATHS, siteLanguageItemSchema } from '../content/language-tag';

export { prefixOf };

/**
 * The languages the public site serves, from the owner's list (Settings → Site Languages,
 * `user/siteLanguages`, lib/content/language-tag.ts): the first one the default (today's
 * unprefixed addresses), each other published one under its prefix (`/de`). An empty or absent
 * list (content of an earlier release) is English alone; an entry the list holds twice counts once.
 */

/**
 * The redirect (next.config.ts) that answers every address whose first segment is neither one the
 * site uses nor shaped like a language's prefix (`/wp-admin`, `/.env`, `/no-such-page`) as any
 * unknown address, from the routing itself: on Vercel no function runs for it. A prefix of that
 * shape that names no published language (`/xx`) runs the `[lang]` layout, which refuses it with a
 * short-lived redirect, the price an unknown project's slug already has.
 */
export function unknownAddressRedirect(destination: string) {
  const taken = SITE_PATHS.map((segment) => segment.replace(/[.]/g, '\\.')).join('|');
  return {
    // The lookaheads end at the segment's end: `$` alone would be the whole path's.
    source: `/:first((?!(?:${taken})(?:/|$))(?!${PREFIX_SHAPE}(?:/|$))[^/]+)/:rest*`,
    destination,
    permanent: false,
  };
}

/** Scripts written right to left (ISO 15924). */
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa']);

/** The direction a language is written in, from its script (`ar`, `he`, `fa`, `ur` … right to left). */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(tag).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

export interface SiteLanguages {
  /** The default language's tag (unprefixed addresses). */
  default: string;
  /** Every published language, the default first. */
  published: string[];
}

/** What the site serves, from the list's items in order (an item it cannot use is left out). */
export function siteLanguages(items: readonly unknown[] | null | undefined): SiteLanguages {
  const seen = new Set<string>();
  const list = (items ?? []).flatMap((item) => {
    const parsed = siteLanguageItemSchema.safeParse(item);
    if (!parsed.success || seen.has(prefixOf(parsed.data.tag))) return [];
    seen.add(prefixOf(parsed.data.tag));
    return [parsed.data];
  });
  if (list.length === 0) return { default: 'en', published: ['en'] };
  return {
    default: list[0].tag,
    published: [list[0].tag, ...list.slice(1).flatMap((l) => (l.visibility === 'Published' ? [l.tag] : []))],
  };
}

/** The published language a prefix names, other than the default (whose pages have no prefix). */
export function languageOfPrefix(languages: SiteLanguages, prefix: string): string | undefined {
  return languages.published.slice(1).find((tag) => prefixOf(tag) === prefix);
}
