import { MEDIA_LIBRARY } from '@/lib/media/words';
import { sectionOf } from '@/lib/content/sections';
import { ADMIN_PATH, DRAFTS_PATH, HISTORY_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import type { SectionKey } from '@/lib/content/schemas';
import { SECTION_KEYS, shapeSection } from '@/lib/content/shape';
import type { Store } from '@/lib/store/types';
import { MEDIA_ID, type MediaInfo, type MediaObject, type MediaStore } from './types';
import { sha256Of } from './upload-name';
import { isObject } from '@/lib/content/canonical';
import { draftPath, writeWithRevision, type SectionChange } from '@/lib/content/history';
import { IMAGE_UNAVAILABLE } from '@/lib/content/migrations';
import type { StoreWrites } from '@/lib/store/types';
import { claimDay } from '@/lib/http/daily-allowance';
import { prepareUpload } from './prepare-upload';
import { uploadKind } from './upload-limits';

/** `/media/{id}` anywhere in a string (a field's value, a link in a description). */
const MEDIA_REF = /\/media\/([A-Za-z0-9_-]{1,64})/g;
const CLEANED_PATH = `${ADMIN_PATH}/mediaCleanedOn`;

/** Where one stored object is used. */
interface MediaUsage {
  /** Places in the published content, e.g. "About Details › Avatar". */
  published: string[];
  /** Places in unpublished drafts. */
  drafts: string[];
  /** How many revisions in History hold it (restoring one would need it). */
  revisions: number;
  /** The alt texts written for it, where it is used with one. */
  alts: string[];
}

export interface LibraryItem extends MediaInfo {
  url: string;
  usage: MediaUsage;
  used: boolean;
}

const emptyUsage = (): MediaUsage => ({ published: [], drafts: [], revisions: 0, alts: [] });

/** Every media id `value` mentions, at any depth. */
export function idsIn(value: unknown): Set<string> {
  return new Set([...JSON.stringify(value ?? null).matchAll(MEDIA_REF)].map((match) => match[1]));
}

/** A list item's name as its row shows it: its title or name, else its position. */
function itemName(item: Record<string, unknown>, index: number): string {
  for (const field of ['title', 'name', 'company', 'institute']) {
    const value = item[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `#${index + 1}`;
}

/**
 * Walks one section: each string naming media adds "Section › [item ›] field" to its place
 * list, with the alt text written beside it (`xAlt` next to `x`, `alt` next to a gallery `image`).
 */
function walkSection(
  key: SectionKey,
  value: unknown,
  note: (id: string, place: string, alt: string | undefined) => void,
): void {
  const section = sectionOf(key);
  const title = section?.title ?? key;
  const noteAll = (text: string, trail: string[], alt: unknown) => {
    for (const match of text.matchAll(MEDIA_REF))
      note(match[1], [title, ...trail].join(' › '), typeof alt === 'string' && alt.trim() ? alt.trim() : undefined);
  };
  const fields = (node: Record<string, unknown>, trail: string[]) => {
    for (const [name, child] of Object.entries(node)) {
      // The field's label in the section's editor, else its name.
      const label = section?.fields.find((field) => field.name === name)?.label ?? name;
      if (typeof child === 'string') noteAll(child, [...trail, label], node[`${name}Alt`]);
      else if (Array.isArray(child))
        child.forEach((element, index) => {
          const place = [...trail, `${label} ${index + 1}`];
          if (typeof element === 'string') noteAll(element, place, undefined);
          else if (isObject(element))
            for (const [inner, text] of Object.entries(element))
              if (typeof text === 'string')
                noteAll(text, place, inner === 'image' ? element.alt : element[`${inner}Alt`]);
        });
      else if (isObject(child)) fields(child, [...trail, label]);
    }
  };
  if (typeof value === 'string') noteAll(value, [], undefined);
  if (!isObject(value)) return;
  if (section?.kind !== 'list') return fields(value, []);
  Object.values(value)
    .filter(isObject)
    .sort((a, b) => Number(a.order) - Number(b.order))
    .forEach((item, index) => fields(item, [itemName(item, index)]));
}

/** Where every media id is used, as the store holds the content, the drafts and History now (see usageIn). */
async function scanUsage(store: Store): Promise<Map<string, MediaUsage>> {
  const [user, drafts, revisions] = await Promise.all([
    store.get(USER_PATH_KEY),
    store.get(DRAFTS_PATH),
    store.get<Record<string, unknown>>(`${HISTORY_PATH}/revisions`),
  ]);
  return usageIn(user, drafts, revisions);
}

/**
 * Where every media id is used: the published content `user`, the `drafts`, and the `revisions` of
 * History (an image only an earlier revision or a draft holds is still needed: restoring that
 * revision or publishing that draft would show it).
 */
function usageIn(user: unknown, drafts: unknown, revisions: Record<string, unknown> | null): Map<string, MediaUsage> {
  const usage = new Map<string, MediaUsage>();
  const of = (id: string) => {
    let entry = usage.get(id);
    if (!entry) usage.set(id, (entry = emptyUsage()));
    return entry;
  };
  const add = (list: string[], value: string) => {
    if (!list.includes(value)) list.push(value);
  };
  const noteIn = (places: 'published' | 'drafts') => (id: string, place: string, alt: string | undefined) => {
    add(of(id)[places], place);
    if (alt) add(of(id).alts, alt);
  };
  for (const key of SECTION_KEYS) {
    walkSection(key, isObject(user) ? user[key] : undefined, noteIn('published'));
    const draft = isObject(drafts) ? drafts[key] : undefined;
    walkSection(key, isObject(draft) && 'data' in draft ? draft.data : draft, noteIn('drafts'));
  }
  // Strings in the top of `user` outside the sections (none today) still count as used.
  for (const id of idsIn(user)) of(id);
  for (const revision of Object.values(revisions ?? {})) for (const id of idsIn(revision)) of(id).revisions++;
  return usage;
}

/** Every stored object with its size, usage and alt texts, newest first. */
export async function listLibrary(store: Store, media: MediaStore): Promise<LibraryItem[]> {
  const [items, usage] = await Promise.all([media.list(), scanUsage(store)]);
  return items
    .map((item) => {
      const found = usage.get(item.id);
      return { ...item, url: `/media/${item.id}`, usage: found ?? emptyUsage(), used: found !== undefined };
    })
    .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

/**
 * Stores an upload, unless an object with the same bytes is stored already (records of earlier
 * releases have no hash and never match): then answers that one, with `existing` naming it.
 */
export async function storeUpload(
  media: MediaStore,
  object: MediaObject,
): Promise<{ id: string; url: string; existing?: string }> {
  const sha256 = sha256Of(object.bytes);
  const same = (await media.list()).find((item) => item.sha256 === sha256);
  if (same) return { id: same.id, url: `/media/${same.id}`, existing: same.name ?? same.id };
  return media.put(object);
}

export const LIBRARY_SHOWS = ['all', 'images', 'pdfs', 'unused'] as const;
type LibraryShow = (typeof LIBRARY_SHOWS)[number];

/** The library's search as the page's address gives it: a trimmed text (cut to maxQuery) and a filter. */
export interface LibraryQuery {
  q: string;
  show: LibraryShow;
  /** True when the text was longer than maxQuery and was cut. */
  cut: boolean;
}

export function readLibraryQuery(params: Record<string, string | string[] | undefined>): LibraryQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const text = first(params.q).trim();
  const show = first(params.show);
  return {
    q: text.slice(0, MEDIA_LIBRARY.maxQuery).trim(),
    show: (LIBRARY_SHOWS as readonly string[]).includes(show) ? (show as LibraryShow) : 'all',
    cut: text.length > MEDIA_LIBRARY.maxQuery,
  };
}

/** The items `query` keeps: the filter, then every word of the text in the address, file name or an alt text. */
export function filterLibrary<T extends LibraryItem>(items: T[], query: Pick<LibraryQuery, 'q' | 'show'>): T[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (query.show === 'images' && !item.contentType.startsWith('image/')) return false;
    if (query.show === 'pdfs' && item.contentType !== 'application/pdf') return false;
    if (query.show === 'unused' && item.used) return false;
    const haystack = [item.url, item.name ?? '', ...item.usage.alts].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Why `usage` keeps an object from being deleted, in words, or null when it may go: published
 * content or a draft that shows it. Revisions in History do not keep it (see deleteMedia).
 */
export function whyKept(usage: Pick<MediaUsage, 'published' | 'drafts'> | undefined): string | null {
  if (!usage) return null;
  if (usage.published.length > 0) return MEDIA_LIBRARY.inUse(usage.published);
  if (usage.drafts.length > 0) return MEDIA_LIBRARY.inDraft(usage.drafts);
  return null;
}

export type DeleteResult = { ok: true; revisions: number } | { ok: false; status: 404 | 409; error: string };

/**
 * Deletes one object, unless published content or a draft shows it. Revisions in History that
 * hold it are given IMAGE_UNAVAILABLE in its place first (in one step), so restoring one shows
 * that placeholder rather than a broken image; answers how many revisions that changed.
 */
export async function deleteMedia(store: Store, media: MediaStore, id: string): Promise<DeleteResult> {
  const items = await media.list();
  if (!items.some((item) => item.id === id)) return { ok: false, status: 404, error: MEDIA_LIBRARY.notFound };
  const usage = (await scanUsage(store)).get(id);
  // Known but neither shown nor in History: a string of the content outside the sections names it.
  const kept = whyKept(usage) ?? (usage && usage.revisions === 0 ? MEDIA_LIBRARY.inContent : null);
  if (kept) return { ok: false, status: 409, error: kept };
  const revisions = await replaceInHistory(store, id);
  await media.remove(id);
  return { ok: true, revisions };
}

/** Every `/media/{id}` of this exact id (not of a longer one it begins) in `value`, replaced by `to`. */
function withMediaSwapped(value: unknown, id: string, to: string): unknown {
  if (!MEDIA_ID.test(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
  const ref = new RegExp(`/media/${id}(?![A-Za-z0-9_-])`, 'g');
  return JSON.parse(JSON.stringify(value).replace(ref, to));
}

/** Replaces `id` in every revision of History that holds it, all in one transaction; answers how many. */
async function replaceInHistory(store: Store, id: string): Promise<number> {
  const revisions = (await store.get<Record<string, unknown>>(`${HISTORY_PATH}/revisions`)) ?? {};
  const paths = Object.entries(revisions)
    .filter(([, revision]) => idsIn(revision).has(id))
    .map(([slot]) => `${HISTORY_PATH}/revisions/${slot}`);
  if (paths.length === 0) return 0;
  let changed = 0;
  await store.transactMany(paths, (values) => {
    const writes: Record<string, unknown> = {};
    values.forEach((value, index) => {
      if (value !== null && idsIn(value).has(id)) writes[paths[index]] = withMediaSwapped(value, id, IMAGE_UNAVAILABLE);
    });
    changed = Object.keys(writes).length;
    return writes;
  });
  return changed;
}

export type ReplaceResult =
  | { ok: true; id: string; url: string; places: number; sections: SectionKey[]; message: string }
  | { ok: false; status: number; error: string };

/**
 * Replaces upload `id` by `file` wherever it is used. An address never changes its bytes (uploads
 * are served as immutable), so the file becomes an upload of its own, checked, re-encoded and
 * matched against stored ones as every upload is; then every `/media/{id}` in the published
 * content and in the drafts points to it, in one transaction with one 'media-replace' revision
 * (its Undo brings the old address back). The old upload stays in the library, used by History
 * only. A PDF is replaced only by a PDF and an image only by an image (400); an unknown id is 404;
 * either way, and for any file an upload refuses, nothing changes. Answers the sections published.
 */
export async function replaceMedia(
  store: Store,
  media: MediaStore,
  id: string,
  file: FormDataEntryValue | null,
): Promise<ReplaceResult> {
  const old = MEDIA_ID.test(id) ? (await media.list()).find((item) => item.id === id) : undefined;
  if (!old) return { ok: false, status: 404, error: MEDIA_LIBRARY.notFound };
  const kind = uploadKind(old.contentType) ?? 'image';
  // A file of the other kind is refused by name; any other file as an upload refuses it.
  const sent = file instanceof File && file.size > 0 ? uploadKind(file.type) : null;
  if (sent && sent !== kind) return { ok: false, status: 400, error: MEDIA_LIBRARY.replaceMismatch(kind === 'pdf') };
  const prepared = await prepareUpload(file, kind);
  if (!prepared.ok) return prepared;
  const stored = await storeUpload(media, prepared.object);
  const name = old.name ?? old.id;
  if (stored.id === id)
    return { ok: true, id, url: stored.url, places: 0, sections: [], message: MEDIA_LIBRARY.replaceSame(name) };
  const label = MEDIA_LIBRARY.replacedRevision(name, stored.existing ?? prepared.object.name ?? stored.id);
  let places = 0;
  let sections: SectionKey[] = [];
  // A section the new, longer address would make invalid (a text at its limit): nothing is written.
  let overflows: SectionKey | null = null;
  await writeWithRevision(store, 'media-replace', [USER_PATH_KEY, DRAFTS_PATH], ([user, drafts]) => {
    const writes: StoreWrites = {};
    const changes: Partial<Record<SectionKey, SectionChange>> = {};
    const draftChanges: Partial<Record<SectionKey, SectionChange>> = {};
    overflows = null;
    for (const key of SECTION_KEYS) {
      const section = isObject(user) ? (user[key] ?? null) : null;
      const draft = isObject(drafts) ? (drafts[key] ?? null) : null;
      if (idsIn(section).has(id)) {
        const after = withMediaSwapped(section, id, stored.url);
        if (shapeSection(key, section).ok && !shapeSection(key, after).ok) overflows ??= key;
        writes[`${USER_PATH_KEY}/${key}`] = after;
        changes[key] = { before: section, after };
      }
      if (isObject(draft) && idsIn(draft).has(id)) {
        // A changed draft is a newer draft (its time is what publishing and conflicts compare).
        const after = { ...(withMediaSwapped(draft, id, stored.url) as object), at: Date.now() };
        writes[draftPath(key)] = after;
        draftChanges[key] = { before: draft, after };
      }
    }
    // Counted as the library lists them: each place once, published and draft apart.
    const usage = usageIn(user, drafts, null).get(id);
    places = usage ? usage.published.length + usage.drafts.length : 0;
    sections = Object.keys(changes) as SectionKey[];
    return overflows ? { writes: {}, changes: {}, draftChanges: {}, label } : { writes, changes, draftChanges, label };
  });
  if (overflows)
    return { ok: false, status: 409, error: MEDIA_LIBRARY.replaceOverflows(sectionOf(overflows)?.title ?? overflows) };
  const message = MEDIA_LIBRARY.replaced(places, kind === 'pdf');
  return { ok: true, id: stored.id, url: stored.url, places, sections, message };
}

/**
 * Deletes every object nothing uses that was stored more than a day before `now` (an upload of
 * today may belong to a form not saved yet); answers their ids.
 */
export async function removeUnusedMedia(store: Store, media: MediaStore, now: number): Promise<string[]> {
  const [items, usage] = await Promise.all([media.list(), scanUsage(store)]);
  const stale = items
    .filter((item) => !usage.has(item.id) && item.createdAt < now - MEDIA_LIBRARY.unusedGraceMs)
    .map((item) => item.id);
  for (const id of stale) await media.remove(id);
  return stale;
}

/**
 * The owner's "Delete all unused": every object nothing uses (not the published content, a draft
 * or a revision in History), whatever its age; answers their ids.
 */
export const deleteAllUnused = (store: Store, media: MediaStore): Promise<string[]> =>
  removeUnusedMedia(store, media, Number.POSITIVE_INFINITY);

/**
 * At most once a UTC day (claimed by a transaction, so once across instances), removes the
 * unused uploads older than a day. Called on upload and when the owner opens the media library.
 * Never throws: a failure is logged and tried again the next day.
 */
export async function removeUnusedMediaOnceADay(
  store: Store,
  media: MediaStore,
  now: number = Date.now(),
): Promise<void> {
  try {
    if (await claimDay(store, CLEANED_PATH, new Date(now).toISOString().slice(0, 10)))
      await removeUnusedMedia(store, media, now);
  } catch (error) {
    console.error('Unused uploads were not removed:', error instanceof Error ? error.message : error);
  }
}
