import { z } from 'zod';
import { requiredText } from './fields';
import { isObject, orderedEntries } from './canonical';

/**
 * The site's languages as the owner lists them (Settings → Site Languages): a BCP 47 tag each,
 * the first the default (today's unprefixed addresses), every other one under its prefix (`/de`)
 * once published. What the public site makes of the list is lib/languages/model.ts.
 */

/**
 * First path segments the site already uses, routes and files (a test compares it with app/ and
 * public/): a language with such a prefix would be hidden behind them (`for` and `api` are ISO 639-3
 * codes too), and next.config.ts answers any other first segment that cannot be a language's
 * prefix itself (lib/languages/model.ts).
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
export const PREFIX_SHAPE = '[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?';

/** A language's address prefix: its tag in lower case (`/pt-br`). */
export const prefixOf = (tag: string) => tag.toLowerCase();

/** The tag in its canonical form (`de-ch` → `de-CH`), or null when it is no BCP 47 tag. */
function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** Whether a language is on the site for visitors (the default always is). */
const LANGUAGE_VISIBILITY = ['Published', 'Hidden'] as const;

const LANGUAGE_TAG_HINT =
  'A BCP 47 tag: en, de, pt-BR, ar. The first language is the default, at the site’s own addresses; each other published one has its own: /de, /pt-br. With none listed, the site is in English.';

/** One language of the site. */
export const siteLanguageItemSchema = z.object({
  tag: requiredText('Language tag', 20)
    .refine((tag) => canonicalTag(tag) !== null, 'Language tag must be a BCP 47 language tag (e.g. de, pt-BR)')
    .refine(
      (tag) => canonicalTag(tag) === null || canonicalTag(tag) === tag,
      'Language tag must be written in its canonical form (e.g. pt-BR, not pt-br)',
    )
    .refine(
      (tag) => new RegExp(`^${PREFIX_SHAPE}$`).test(prefixOf(tag)),
      'Language tag must be a language, optionally with a script and a region (e.g. de, pt-BR, zh-Hant-TW), without variants',
    )
    .refine((tag) => !TAKEN_PREFIXES.has(prefixOf(tag)), 'Language tag is an address the site already uses')
    .meta({ hint: LANGUAGE_TAG_HINT }),
  visibility: z.enum(LANGUAGE_VISIBILITY, { message: 'Visitors must be Published or Hidden' }).meta({
    label: 'Visitors',
    kind: 'select',
    hint: 'Hidden: not on the site yet, while you translate it. The first language is always on the site.',
  }),
});

/** The tags of the languages the owner lists (any visibility), the default first; none for an empty or absent list. */
export const listedLanguageTags = (items: unknown): string[] =>
  (Array.isArray(items) ? items : isObject(items) ? orderedEntries(items).map(([, item]) => item) : []).flatMap(
    (item) => {
      const parsed = siteLanguageItemSchema.safeParse(item);
      return parsed.success ? [parsed.data.tag] : [];
    },
  );
