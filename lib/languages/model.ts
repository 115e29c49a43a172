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
 * First path segments the site already uses: a language with such a prefix would be hidden
 * behind them (`for` and `api` are ISO 639-3 codes too).
 */
const TAKEN_PREFIXES = new Set([
  'about-me',
  'admin',
  'api',
  'contact',
  'demo',
  'education-work',
  'for',
  'login',
  'media',
  'notes',
  'og',
  'projects',
  'resume',
  'resume.json',
  'skills',
  'update',
  'view',
]);

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
