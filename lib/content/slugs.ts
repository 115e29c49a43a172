import { SLUG_MAX, SLUG_PATTERN } from './fields';
import { FORMER_SLUGS_MAX, PROJECT_KEYS, type SectionKey } from './schemas';
import { isObject, orderedEntries, type Tree } from './canonical';

/**
 * Project page addresses (/projects/<slug>). A project's slug comes from its title, unique across
 * the three project lists; when the title changes the slug follows it and the old one is kept in
 * `formerSlugs`, which redirect to the current one. A slug, current or former, belongs to one
 * project only, so an address never changes hands silently.
 */

/** What a title without a letter or digit (all punctuation, say) gets as its slug. */
const FALLBACK_SLUG = 'project';

/** The slug a title gives: lowercase ASCII words joined by hyphens, accents dropped ("Café Orbit!" → "cafe-orbit"). */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > SLUG_MAX - 4) break; // room for a "-NNN" suffix
    slug = next;
  }
  if (slug === '' && words.length > 0) slug = words[0].slice(0, SLUG_MAX - 4);
  return slug === '' ? FALLBACK_SLUG : slug;
}

const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** `base`, or `base-2`, `base-3`, … : the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The notes list: its items have pages (/notes/<slug>), their slugs a namespace of their own. */
export const NOTE_KEYS = ['notes'] as const;

/** The lists whose items share one address space with `key`'s (the project lists; the notes), or null when its items have no pages. */
export function slugNamespace(key: string): readonly SectionKey[] | null {
  if ((PROJECT_KEYS as readonly string[]).includes(key)) return PROJECT_KEYS;
  return (NOTE_KEYS as readonly string[]).includes(key) ? NOTE_KEYS : null;
}

/** Every slug, current and former, of the stored project items given. */
export function slugsOf(items: Iterable<unknown>): Set<string> {
  const out = new Set<string>();
  for (const item of items) {
    if (!isObject(item)) continue;
    if (isSlug(item.slug)) out.add(item.slug);
    if (Array.isArray(item.formerSlugs)) for (const former of item.formerSlugs) if (isSlug(former)) out.add(former);
  }
  return out;
}

/** The items of a stored list (a map keyed by id). */
export const itemsOf = (list: unknown): unknown[] => (isObject(list) ? Object.values(list) : []);

/** The slug an item's owner chose for it (a note's `customSlug`), or '' when its title gives it. */
const chosenSlugOf = (item: unknown): string =>
  isObject(item) && isSlug(item.customSlug) && item.customSlug !== '' ? item.customSlug : '';

/** Who already holds a slug an item asks for: the item's title, and whether it is one of its former slugs. */
export interface SlugHolder {
  slug: string;
  title: string;
  former: boolean;
}

/**
 * The other item of `list` (not `id`) that holds the slug `data` asks for (its chosen slug), as
 * its current or a former slug; or, with no such item, `elsewhere` (the slugs of lists sharing
 * the address space) holding it. Undefined when the slug is free or none was chosen.
 */
export function slugHolder(
  list: Record<string, unknown>,
  id: string,
  data: Tree,
  elsewhere: ReadonlySet<string> = new Set(),
): SlugHolder | undefined {
  const slug = chosenSlugOf(data);
  if (slug === '') return undefined;
  for (const [itemId, item] of Object.entries(list)) {
    if (itemId === id || !isObject(item)) continue;
    const title = typeof item.title === 'string' ? item.title : itemId;
    if (item.slug === slug) return { slug, title, former: false };
    if (Array.isArray(item.formerSlugs) && item.formerSlugs.includes(slug)) return { slug, title, former: true };
  }
  return elsewhere.has(slug) ? { slug, title: slug, former: false } : undefined;
}

/**
 * An item's fields as the editor sent them (`data`), with the slug and former slugs it is
 * stored with. `previous` is the item as stored (undefined for a new one); `taken` holds every
 * slug of every other item sharing its addresses. A slug the owner chose (a note's `customSlug`,
 * checked free with slugHolder) is taken as it is. Otherwise the slug stays while the title does
 * (and while the new title gives the same slug), unless it was a chosen one just given up; else
 * it becomes the new title's. A slug left behind becomes a former slug, which redirects.
 */
export function withSlug(data: Tree, previous: unknown, taken: ReadonlySet<string>): Tree {
  const title = typeof data.title === 'string' ? data.title : '';
  const before = isObject(previous) ? previous : undefined;
  const oldSlug = before && isSlug(before.slug) && !taken.has(before.slug) ? before.slug : undefined;
  const former = (before && Array.isArray(before.formerSlugs) ? before.formerSlugs : []).filter(
    (slug): slug is string => isSlug(slug) && !taken.has(slug),
  );
  const own = [...former, ...(oldSlug ? [oldSlug] : [])];
  /** `data` at `slug`, every slug it leaves behind kept as a former one. */
  const at = (slug: string) => ({
    ...data,
    slug,
    formerSlugs: own.filter((s) => s !== slug).slice(-FORMER_SLUGS_MAX),
  });
  const chosen = chosenSlugOf(data);
  if (chosen !== '' && !taken.has(chosen)) return at(chosen);
  const base = slugify(title);
  const keepsOld = before?.title === title && chosenSlugOf(before) === '';
  if (oldSlug && (keepsOld || oldSlug === base)) return { ...data, slug: oldSlug, formerSlugs: former };
  // A title going back to an earlier one takes its former slug back.
  return at(own.includes(base) ? base : uniqueSlug(base, new Set([...taken, ...own])));
}

/**
 * The three project lists of `user` with a slug on every project: a project that has a free one
 * keeps it (and its free former slugs); the others, in list order, get their title's. Used by
 * the content migration, and idempotent. `keys` share one slug namespace: the project lists by
 * default; the notes (NOTE_KEYS) have their own.
 */
export function withProjectSlugs(user: Tree, keys: readonly string[] = PROJECT_KEYS): Tree {
  const out: Tree = { ...user };
  const taken = new Set<string>();
  const pending: [string, string, Tree][] = [];
  for (const key of keys) {
    const list = user[key];
    if (!isObject(list)) continue;
    const next: Tree = { ...list };
    for (const [id, item] of orderedEntries(list)) {
      if (!isObject(item)) continue;
      const keeps = isSlug(item.slug) && !taken.has(item.slug);
      const former = (Array.isArray(item.formerSlugs) ? item.formerSlugs : []).filter(
        (slug): slug is string => isSlug(slug) && !taken.has(slug) && slug !== item.slug,
      );
      if (keeps) taken.add(item.slug as string);
      for (const slug of former) taken.add(slug);
      next[id] = { ...item, ...(keeps ? {} : { slug: undefined }), formerSlugs: [...new Set(former)] };
      if (!keeps) pending.push([key, id, next[id] as Tree]);
    }
    out[key] = next;
  }
  for (const [key, id, item] of pending) {
    const chosen = chosenSlugOf(item);
    const slug = uniqueSlug(chosen !== '' ? chosen : slugify(typeof item.title === 'string' ? item.title : ''), taken);
    taken.add(slug);
    (out[key] as Tree)[id] = { ...item, slug };
  }
  return out;
}
