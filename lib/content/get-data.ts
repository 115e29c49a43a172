import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/types';
import { isObject } from './canonical';
import { sectionTag } from './cache-tags';
import { getRevision, listRevisions } from './history';
import { CONTENT_SCHEMA_VERSION, SCHEMA_VERSION_KEY, migrateSection } from './migrations';
import { readUser } from './ready';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { OUTAGE_CACHE_LIFE, PUBLIC_READ_BUDGET_MS, isOutage, lastGood, rememberGood, within } from './last-good';
import { allProjects } from './projects';
import { nextNoteTime, notesCacheLife, notesOut } from './notes';
import { NOTE_KEYS, slugNamespace, withProjectSlugs } from './slugs';
import { ContentError, SECTION_KEYS, inspectUserContent, shapeSection, type ContentReport } from './shape';
import { LIST_KEYS, PROJECT_KEYS, type ListKey, type SectionKey, type UserContent } from './schemas';
import {
  applyTranslation,
  TRANSLATED_KEYS,
  TRANSLATIONS_TAG,
  translationPart,
  translationPath,
  translationTag,
  type TranslatedPart,
} from './translations';

/**
 * The newest revision after which `key` was valid, or null when history holds none: when it was
 * made, the section as it left it (`stored`, in today's stored form: upgraded when an earlier
 * release wrote it) and that section shaped as pages use it (`data`).
 */
export async function lastValidRevision(store: Store, key: SectionKey) {
  let context: Record<string, unknown> | undefined;
  for (const summary of await listRevisions(store, key)) {
    const revision = await getRevision(store, summary.id);
    const after = revision?.changes[key]?.after;
    if (after === undefined || after === null) continue;
    // A revision keeps the section as its release stored it: upgrade it to today's shape.
    context ??= await readUser(store);
    const stored = migrateSection(key, after, context);
    const shaped = shapeSection(key, stored);
    if (shaped.ok) return { revision: summary.id, at: summary.at, stored, data: shaped.data };
  }
  return null;
}

/** A stored list's valid items only, as stored (null when it is no list): what a list with some bad items can still show. */
export function validStoredItems(key: ListKey, stored: unknown): Record<string, unknown> | null {
  if (!isObject(stored)) return null;
  return Object.fromEntries(Object.entries(stored).filter(([id, item]) => shapeSection(key, { [id]: item }).ok));
}

/** A list's valid items only, shaped as pages use them. */
function validItems(key: ListKey, stored: unknown): unknown[] | null {
  const kept = validStoredItems(key, stored);
  const shaped = kept && shapeSection(key, kept);
  return shaped?.ok ? (shaped.data as unknown[]) : null;
}

/**
 * The whole public content, validated and ordered. A section that is invalid in the store
 * (hand-edited, half-imported) is shown as its last valid revision left it, or for a list, its
 * valid items; the problem is logged for the owner, who sees it on the admin repair page. Only
 * when a section has no valid state at all does this throw ContentError (naming each bad field),
 * and then the last good build of the page stays up.
 */
export async function readPublishedContent(): Promise<UserContent> {
  const store = getStore();
  const raw = await readUser(store);
  const { content, invalid } = inspectUserContent(raw);
  const bad = SECTION_KEYS.filter((key) => invalid[key]);
  if (bad.length === 0) return content as UserContent;
  const unresolved: string[] = [];
  for (const key of bad) {
    const shown =
      (await lastValidRevision(store, key))?.data ??
      ((LIST_KEYS as readonly string[]).includes(key) ? validItems(key as ListKey, raw[key]) : null);
    if (shown) (content as Record<string, unknown>)[key] = shown;
    else unresolved.push(...invalid[key]!);
  }
  console.error(
    `Stored content is invalid in ${bad.join(', ')}; ${unresolved.length === 0 ? 'showing the last valid state' : 'cannot render'}. Repair it at /view/repair.`,
  );
  if (unresolved.length > 0) throw new ContentError(unresolved);
  return content as UserContent;
}

/**
 * At start, self-hosted: the last good copy of every valid section (what pages show while the
 * database does not answer), from one read, since each page's own reads keep only the sections it
 * shows. (On Vercel the copies live in each function's memory, which start-up code does not share.)
 */
export async function rememberPublishedContent(): Promise<void> {
  const { content } = inspectUserContent(await readUser(getStore()));
  await Promise.all(Object.entries(content).map(([key, value]) => rememberGood(key, value)));
}

/**
 * One published section, from its own node (and, for a list with pages, the lists that share its
 * addresses, so slugs are settled exactly as the whole content's read settles them) and the
 * content's version, read together. Anything out of the ordinary (an empty store to seed, content
 * of an earlier release, an invalid section) takes the whole-content path, which handles each.
 */
async function readPublishedSection<K extends SectionKey>(key: K): Promise<UserContent[K]> {
  const store = getStore();
  const namespace = slugNamespace(key);
  const keys = namespace ?? [key];
  const [version, ...lists] = await Promise.all([
    store.get(`${USER_PATH_KEY}/${SCHEMA_VERSION_KEY}`),
    ...keys.map((k) => store.get<unknown>(`${USER_PATH_KEY}/${k}`)),
  ]);
  if (version === CONTENT_SCHEMA_VERSION) {
    const read = Object.fromEntries(keys.map((k, n) => [k, lists[n]]));
    const stored = namespace ? withProjectSlugs(read, namespace)[key] : read[key];
    const shaped = shapeSection(key, stored);
    if (shaped.ok) return shaped.data as UserContent[K];
  }
  return (await readPublishedContent())[key];
}

/** What visitors may see of a section at `now`: the notes whose day has come (lib/content/notes.ts); any other as it is. */
function forVisitors<K extends SectionKey>(key: K, value: UserContent[K], now: number): UserContent[K] {
  return key === 'notes' ? (notesOut(value as UserContent['notes'], now) as UserContent[K]) : value;
}

/** Inside a 'use cache' scope: kept until a save expires its tag, or until the next scheduled note comes out (`next`). */
function lifeUntil(next: number | null, now: number): void {
  const life = notesCacheLife(next, now);
  if (life) cacheLife(life);
  else cacheLife('max');
}

/**
 * One published section, as visitors see it, kept until a write expires its tag
 * (lib/content/revalidate.ts): the build's pre-rendered pages, social images and files are made
 * from these, and a page carries the tags of exactly the sections it read. The notes leave out
 * those scheduled for later, and are kept only until the next of them comes out (notesCacheLife),
 * so it appears on every page, in the feed and the sitemap without a save or a deploy. In draft
 * mode Next.js runs it afresh every time.
 */
async function publishedSection<K extends SectionKey>(key: K): Promise<UserContent[K]> {
  'use cache';
  // A list with pages is read with the lists sharing its addresses: a change to any of them expires it.
  cacheTag(...(slugNamespace(key) ?? [key]).map(sectionTag));
  try {
    const value = await within(readPublishedSection(key), PUBLIC_READ_BUDGET_MS, `reading ${key}`);
    void rememberGood(key, value);
    // The clock is read inside the cache, once per fill, so pre-rendering may read it.
    const now = Date.now();
    lifeUntil(key === 'notes' ? nextNoteTime(value as UserContent['notes'], now) : null, now);
    return forVisitors(key, value, now);
  } catch (error) {
    // The database is down or slow: the visitor gets the last good copy at once, and the page
    // is made again every few seconds until the database answers.
    const kept = isOutage(error) ? await lastGood(key) : undefined;
    if (!kept) throw error;
    console.error(`[content] ${(error as Error).message}: showing the last good copy of ${key}`);
    cacheLife(OUTAGE_CACHE_LIFE);
    return forVisitors(key, kept.value as UserContent[K], Date.now());
  }
}

/**
 * When the next scheduled note comes out (ms), or null: for a cache that shows the notes and sets
 * its own life (the feed, the sitemap), which must end then too (notesCacheLife).
 */
export async function nextScheduledNote(): Promise<number | null> {
  'use cache';
  cacheTag(...NOTE_KEYS.map(sectionTag));
  try {
    const notes = await within(readPublishedSection('notes'), PUBLIC_READ_BUDGET_MS, 'reading notes');
    const now = Date.now();
    const next = nextNoteTime(notes, now);
    lifeUntil(next, now);
    return next;
  } catch (error) {
    // The database is down or slow: the notes shown are the last good copy (publishedSection), asked again soon.
    if (!isOutage(error)) throw error;
    cacheLife(OUTAGE_CACHE_LIFE);
    return null;
  }
}

/** Outside Next.js (unit tests, command-line scripts) there is no cache: each read goes to the store. */
const readSection: typeof publishedSection = process.env.NEXT_RUNTIME
  ? publishedSection
  : async (key) => forVisitors(key, await readPublishedSection(key), Date.now());

/** The whole published content: for tests and scripts, which have no preview (see lib/site-content). */
export async function getData(what: 'user'): Promise<UserContent> {
  if (what !== 'user') throw new Error(`getData: unknown content "${String(what)}"`);
  return await getPublishedSections(SECTION_KEYS);
}

/**
 * The published sections, as visitors see them, where there is no request to ask about preview:
 * for generateStaticParams, which lists the pages built with the site.
 */
export async function getPublishedSections<K extends SectionKey>(keys: readonly K[]): Promise<Pick<UserContent, K>> {
  const values = await Promise.all(keys.map(async (key) => [key, await readSection(key)] as const));
  return Object.fromEntries(values) as unknown as Pick<UserContent, K>;
}

/**
 * Section `key`'s text in the language `tag` as stored (the overlay lib/content/translations.ts
 * applies), kept until a save in that language expires its tag. While the database does not
 * answer, none (the default language's text shows), asked again soon.
 */
async function publishedTranslation(key: TranslatedPart, tag: string): Promise<unknown> {
  'use cache';
  cacheTag(translationTag(key, tag), TRANSLATIONS_TAG);
  try {
    const stored = await within(
      getStore().get(translationPath(tag, key)),
      PUBLIC_READ_BUDGET_MS,
      `reading ${key} (${tag})`,
    );
    cacheLife('max');
    return stored;
  } catch (error) {
    if (!isOutage(error)) throw error;
    cacheLife(OUTAGE_CACHE_LIFE);
    return null;
  }
}

const readTranslation: typeof publishedTranslation = process.env.NEXT_RUNTIME
  ? publishedTranslation
  : (key, tag) => getStore().get(translationPath(tag, key));

/** The site's own words the owner gave language `tag` from a file, as stored (lib/content/site-words.ts reads them). */
export const readSiteWords = (tag: string): Promise<unknown> => readTranslation('siteWords', tag);

/**
 * `sections` (the default language's, as pages use them) in the language `tag`: each text the
 * owner translated, the default's elsewhere. Undefined `tag`: the default language, as they are.
 * `drafted`: the translations to use instead of the published ones (a draft, in preview).
 */
export async function inLanguage<K extends SectionKey>(
  sections: Pick<UserContent, K>,
  tag: string | undefined,
  drafted?: unknown,
): Promise<Pick<UserContent, K>> {
  if (!tag) return sections;
  const keys = (Object.keys(sections) as K[]).filter((key) => TRANSLATED_KEYS.includes(key));
  // In preview, the translations' draft (every language's text, `drafted`) when there is one.
  const overlays =
    drafted === undefined
      ? await Promise.all(keys.map((key) => readTranslation(key, tag)))
      : keys.map((key) => translationPart(drafted, tag, key));
  const out = { ...sections };
  keys.forEach((key, n) => {
    out[key] = applyTranslation(key, sections[key], overlays[n]);
  });
  return out;
}

/**
 * What the admin editors and the repair page work from: each section checked on its own; an
 * invalid list's content holds its valid items.
 */
export async function inspectContent(): Promise<ContentReport & { raw: Record<string, unknown> }> {
  const raw = await readUser(getStore());
  const report = inspectUserContent(raw);
  for (const key of LIST_KEYS) {
    if (report.invalid[key]) (report.content as Record<string, unknown>)[key] = validItems(key, raw[key]) ?? [];
  }
  return { ...report, raw };
}

/**
 * The project pages built with the site (generateStaticParams). Cache Components builds a route
 * from one path at least, so with no project yet it gets one no title can give (a slug never holds
 * "_"), whose page sends the visitor on as an unknown path does.
 */
export async function projectSlugParams(): Promise<{ slug: string }[]> {
  const slugs = allProjects(await getPublishedSections(PROJECT_KEYS)).map(({ project }) => ({ slug: project.slug }));
  return slugs.length > 0 ? slugs : [{ slug: '_' }];
}

/** The note pages built with the site (generateStaticParams); with no note yet, one no title can give (see projectSlugParams). */
export async function noteSlugParams(): Promise<{ slug: string }[]> {
  const { notes } = await getPublishedSections(['notes']);
  return notes.length > 0 ? notes.map((note) => ({ slug: note.slug })) : [{ slug: '_' }];
}
