import { z } from 'zod';

/**
 * The languages of the site, as the owner sets them: any BCP 47 tag, the first one the default
 * (today's unprefixed addresses), each other one published under its prefix (`/de`) or not.
 * Absent from the store (data of an earlier release): English alone.
 */
interface Language {
  tag: string;
  published: boolean;
}

const DEFAULT_LANGUAGES: readonly Language[] = [{ tag: 'en', published: true }];

/**
 * First path segments the site already uses, routes and files (a test compares it with app/ and
 * public/): a language with such a prefix would be hidden behind them (`for` and `api` are ISO 639-3
 * codes too), and next.config.ts answers any other first segment that cannot be a language's
 * prefix itself (below).
 */
export const SITE_PATHS = [
  '_next',
  'about-me',
  'admin',
  'api',
  'contact',
  'demo',
  'education-work',
  'favicon.ico',
  'for',
  'icon.svg',
  'login',
  'media',
  'notes',
  'og',
  'projects',
  'resume',
  'resume.json',
  'robots.txt',
  'sitemap.xml',
  'skills',
  'update',
  'view',
] as const;
const TAKEN_PREFIXES = new Set<string>(SITE_PATHS);

/**
 * The shape of a language's prefix: a language, then optionally a script and a region
 * (`de`, `pt-br`, `zh-hant-tw`, `es-419`), in lower case. Variants and extensions are not taken,
 * so that every address of another shape is answered without running the site's code.
 */
const PREFIX_SHAPE = '[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?';

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

/** The tag in its canonical form (`de-ch` → `de-CH`), or null when it is no BCP 47 tag. */
function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** A language's address prefix: its tag in lower case (`/pt-br`). */
export const prefixOf = (tag: string) => tag.toLowerCase();

const languageSchema = z.object({
  tag: z
    .string()
    .refine((tag) => canonicalTag(tag) === tag, 'must be a BCP 47 language tag in its canonical form (e.g. de, pt-BR)')
    .refine(
      (tag) => new RegExp(`^${PREFIX_SHAPE}$`).test(prefixOf(tag)),
      'must be a language, optionally with a script and a region (e.g. de, pt-BR, zh-Hant-TW), without variants',
    )
    .refine((tag) => !TAKEN_PREFIXES.has(prefixOf(tag)), 'is an address the site already uses'),
  published: z.boolean(),
});

const languagesSchema = z
  .array(languageSchema)
  .min(1)
  .refine((list) => new Set(list.map((l) => prefixOf(l.tag))).size === list.length, 'each language once');

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

/** What the site serves, from the stored list (invalid or absent: English alone). */
export function siteLanguages(stored: unknown): SiteLanguages {
  const parsed = languagesSchema.safeParse(stored);
  const list = parsed.success ? parsed.data : DEFAULT_LANGUAGES;
  return {
    default: list[0].tag,
    published: [
      list[0].tag,
      ...list
        .slice(1)
        .filter((l) => l.published)
        .map((l) => l.tag),
    ],
  };
}

/** The published language a prefix names, other than the default (whose pages have no prefix). */
export function languageOfPrefix(languages: SiteLanguages, prefix: string): string | undefined {
  return languages.published.slice(1).find((tag) => prefixOf(tag) === prefix);
}
