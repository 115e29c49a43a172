import { pushId } from '@/lib/store/push-id';
import { isValidKey as isItemId } from '@/lib/store/rules';
import type { Store } from '@/lib/store/types';
import { changeSection, type ChangeKind, type SectionWrite } from './history';
import { ensureContentReady } from './ready';
import { USER_PATH_KEY } from '@/lib/store/paths';
import type { ListKey, SingletonKey } from './schemas';
import { itemsOf, slugHolder, slugNamespace, slugsOf, withSlug, type SlugHolder } from './slugs';
import { contentVersion } from './versions';
import { isObject, orderedEntries } from './canonical';

type StoredItem = Record<string, unknown> & { order?: number };
type List = Record<string, StoredItem>;

/** Each write runs as one transaction over its section and records a revision (see history.ts). */
export type { SectionWrite } from './history';

/**
 * A write refused because what it was based on (`base`, a contentVersion) is no longer what is
 * stored: `current` is the stored item or section, so the owner can see the other change.
 */
interface Conflict {
  current: unknown;
  version: string;
}
export type CheckedWrite = SectionWrite & { conflict?: Conflict; slugTaken?: SlugHolder };

/** The conflict of a write based on version `base` (when given) with `current`, or undefined. */
function conflictWith(current: unknown, base: string | undefined): Conflict | undefined {
  const version = base === undefined ? undefined : contentVersion(current);
  return version === undefined || version === base ? undefined : { current, version };
}

export const asList = (current: unknown): List => (isObject(current) ? (current as List) : {});

const byOrder = (list: List): string[] => orderedEntries(list).map(([id]) => id);

/** The lists whose slugs a new or renamed item of `key` must not take (besides its own list's); undefined: no slugs. */
const slugListsElsewhere = (key: ListKey | SingletonKey): readonly string[] | undefined =>
  slugNamespace(key)
    ?.filter((other) => other !== key)
    .map((other) => `${USER_PATH_KEY}/${other}`);

/**
 * For a project list: every slug (current and former) of the projects in the two other lists, which
 * a project of this one must not take. Undefined for any other list. (A save reads them in its
 * own transaction, see saveList; this is for drafts, which are not published.)
 */
export async function slugsElsewhere(store: Store, key: ListKey): Promise<ReadonlySet<string> | undefined> {
  const paths = slugListsElsewhere(key);
  return paths && slugsOf((await Promise.all(paths.map((p) => store.get(p)))).flatMap(itemsOf));
}

/**
 * One published change to a section of `user`, in one transaction that also reads what the change
 * depends on (a project list: the slugs of the two others) and checks the store is ready for it.
 * Only a store not yet seeded, begun or upgraded (a first write on Vercel) is readied first.
 */
async function saveSection(
  store: Store,
  key: ListKey | SingletonKey,
  kind: ChangeKind,
  change: (current: unknown, elsewhere?: ReadonlySet<string>) => unknown,
): Promise<SectionWrite> {
  const reads = slugListsElsewhere(key);
  const next = (current: unknown, read: readonly unknown[]) => change(current, reads && slugsOf(read.flatMap(itemsOf)));
  const write = await changeSection(store, key, kind, next, { reads, ready: true });
  if (!write.notReady) return write;
  await ensureContentReady(store);
  return changeSection(store, key, kind, next, { reads, ready: true });
}

/** The slugs of `list`'s items but `id`, and of `elsewhere`. */
function takenSlugs(list: List, id: string, elsewhere: ReadonlySet<string>): Set<string> {
  return new Set([
    ...elsewhere,
    ...slugsOf(Object.entries(list).flatMap(([itemId, item]) => (itemId === id ? [] : [item]))),
  ]);
}

/**
 * `list` with `data` appended as item `id`, after the last place. In a project list (`elsewhere`
 * given, see slugsElsewhere) the project gets its slug from its title. The place is taken in a
 * transaction over the list, so items added at the same moment still get distinct places.
 */
export function withItemAdded(
  list: List,
  id: string,
  data: Record<string, unknown>,
  elsewhere?: ReadonlySet<string>,
): List {
  const last = Math.max(0, ...Object.values(list).map((item) => (typeof item.order === 'number' ? item.order : 0)));
  const item = elsewhere ? withSlug(data, undefined, takenSlugs(list, id, elsewhere)) : data;
  return { ...list, [id]: { ...item, order: last + 1 } };
}

/**
 * `list` with item `id`'s fields replaced, in its place; undefined when there is no such item. A
 * project (`elsewhere` given) keeps its slug, or on a new title takes the title's and keeps the old one as a former slug.
 */
export function withItemUpdated(
  list: List,
  id: string,
  data: Record<string, unknown>,
  elsewhere?: ReadonlySet<string>,
): List | undefined {
  if (!isItemId(id) || !Object.hasOwn(list, id)) return undefined;
  const item = elsewhere ? withSlug(data, list[id], takenSlugs(list, id, elsewhere)) : data;
  return { ...list, [id]: { ...item, order: list[id].order ?? 0 } };
}

/**
 * Adds an item after the last. Not committed (with `slugTaken` set) when it asks for a slug
 * (a note's chosen slug) another item holds: checked inside the write's transaction.
 */
export async function addListItem(
  store: Store,
  key: ListKey,
  data: Record<string, unknown>,
): Promise<CheckedWrite & { id: string }> {
  const id = pushId();
  let slugTaken: SlugHolder | undefined;
  const result = await saveSection(store, key, 'add', (current, elsewhere) => {
    const list = asList(current);
    slugTaken = elsewhere ? slugHolder(list, id, data, elsewhere) : undefined;
    return slugTaken ? undefined : withItemAdded(list, id, data, elsewhere);
  });
  return slugTaken ? { ...result, id, slugTaken } : { ...result, id };
}

/**
 * Replaces an item's fields, keeping its place. Not committed when the item no longer exists, nor
 * (with `conflict` set) when `base` is given and the stored item is no longer that version, nor
 * (with `slugTaken` set) when it asks for a slug another item holds: the checks are made inside
 * the write's transaction, so no other save can come between. Other items of the list may have
 * changed meanwhile: they are kept as they are.
 */
export async function updateListItem(
  store: Store,
  key: ListKey,
  id: string,
  data: Record<string, unknown>,
  base?: string,
): Promise<CheckedWrite> {
  if (!isItemId(id)) return { committed: false };
  let conflict: Conflict | undefined;
  let slugTaken: SlugHolder | undefined;
  const write = await saveSection(store, key, 'update', (current, elsewhere) => {
    const list = asList(current);
    conflict = Object.hasOwn(list, id) ? conflictWith(list[id], base) : undefined;
    if (conflict) return undefined;
    slugTaken = elsewhere && Object.hasOwn(list, id) ? slugHolder(list, id, data, elsewhere) : undefined;
    return slugTaken ? undefined : withItemUpdated(list, id, data, elsewhere);
  });
  if (conflict) return { ...write, conflict };
  return slugTaken ? { ...write, slugTaken } : write;
}

export async function removeListItem(store: Store, key: ListKey, id: string): Promise<SectionWrite> {
  if (!isItemId(id)) return { committed: false };
  return saveSection(store, key, 'delete', (current) => {
    const list = asList(current);
    if (!Object.hasOwn(list, id)) return undefined;
    const { [id]: _removed, ...rest } = list;
    return rest;
  });
}

/** The list with its items placed 1..n in the order of `ids`, so equal or sparse orders never tie. */
function renumbered(list: List, ids: readonly string[]): List {
  return Object.fromEntries(ids.map((itemId, position) => [itemId, { ...list[itemId], order: position + 1 }]));
}

/** Swaps the item with its neighbour; not committed when it is already first/last or missing. */
export async function moveListItem(
  store: Store,
  key: ListKey,
  id: string,
  direction: 'up' | 'down',
): Promise<SectionWrite> {
  // One transaction over the list, so a move never interleaves with an add or another move.
  return saveSection(store, key, 'move', (current) => {
    const list = asList(current);
    const ids = byOrder(list);
    const index = ids.indexOf(id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= ids.length) return undefined;
    [ids[index], ids[other]] = [ids[other], ids[index]];
    return renumbered(list, ids);
  });
}

/**
 * Puts the list in the order of `ids` (a drag and drop). Ids of items deleted meanwhile are
 * skipped, and items added meanwhile (not in `ids`) follow in their current order, so a stale
 * order never loses or resurrects an item. Not committed, changing nothing, when `ids` repeats
 * an id or the order would not change.
 */
export async function reorderList(store: Store, key: ListKey, ids: readonly string[]): Promise<SectionWrite> {
  if (new Set(ids).size !== ids.length) return { committed: false };
  return saveSection(store, key, 'reorder', (current) => {
    const list = asList(current);
    const stored = byOrder(list);
    const wanted = ids.filter((id) => Object.hasOwn(list, id));
    const placed = new Set(wanted);
    const next = [...wanted, ...stored.filter((id) => !placed.has(id))];
    return next.every((id, i) => id === stored[i]) ? undefined : renumbered(list, next);
  });
}

/** Saves a singleton section; with `base`, refused (`conflict` set) unless it is still stored as that version. */
export async function setSingleton(
  store: Store,
  key: SingletonKey,
  data: Record<string, unknown>,
  base?: string,
): Promise<CheckedWrite> {
  let conflict: Conflict | undefined;
  const write = await saveSection(store, key, 'save', (current) => {
    conflict = conflictWith(current, base);
    return conflict ? undefined : data;
  });
  return conflict ? { ...write, conflict } : write;
}
