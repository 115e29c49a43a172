import { pushId } from '@/lib/store/push-id';
import { assertValidKey } from '@/lib/store/rules';
import type { Store } from '@/lib/store/types';
import { USER_PATH_KEY } from './paths';
import type { ListKey, SingletonKey } from './schemas';

type StoredItem = Record<string, unknown> & { order?: number };
type List = Record<string, StoredItem>;

function listPath(key: ListKey): string {
  return `${USER_PATH_KEY}/${key}`;
}

/** An item id from a request: a single store key, never a path. */
function isItemId(id: unknown): id is string {
  try {
    assertValidKey(id as string);
    return true;
  } catch {
    return false;
  }
}

function byOrder(list: List): string[] {
  return Object.keys(list).sort((a, b) => (list[a].order ?? 0) - (list[b].order ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Appends an item at the end of the list; returns its id. The place is taken in a transaction
 * over the list, so items added at the same moment still get distinct places.
 */
export async function addListItem(store: Store, key: ListKey, data: Record<string, unknown>): Promise<string> {
  const id = pushId();
  await store.transaction<List>(listPath(key), (current) => {
    const list = current ?? {};
    const last = Math.max(0, ...Object.values(list).map((item) => item.order ?? 0));
    return { ...list, [id]: { ...data, order: last + 1 } };
  });
  return id;
}

/** Replaces an item's fields, keeping its place. False when the item no longer exists. */
export async function updateListItem(
  store: Store,
  key: ListKey,
  id: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  if (!isItemId(id)) return false;
  const result = await store.transaction<StoredItem>(`${listPath(key)}/${id}`, (current) =>
    current === null ? undefined : { ...data, order: current.order ?? 0 },
  );
  return result.committed;
}

export async function removeListItem(store: Store, key: ListKey, id: string): Promise<boolean> {
  if (!isItemId(id)) return false;
  const exists = (await store.get(`${listPath(key)}/${id}`)) !== null;
  if (exists) await store.remove(`${listPath(key)}/${id}`);
  return exists;
}

/** The list with its items placed 1..n in the order of `ids`, so equal or sparse orders never tie. */
function renumbered(list: List, ids: readonly string[]): List {
  return Object.fromEntries(ids.map((itemId, position) => [itemId, { ...list[itemId], order: position + 1 }]));
}

/** Swaps the item with its neighbour; false when it is already first/last or missing. */
export async function moveListItem(store: Store, key: ListKey, id: string, direction: 'up' | 'down'): Promise<boolean> {
  // One transaction over the list, so a move never interleaves with an add or another move.
  const result = await store.transaction<List>(listPath(key), (current) => {
    const list = current ?? {};
    const ids = byOrder(list);
    const index = ids.indexOf(id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= ids.length) return undefined;
    [ids[index], ids[other]] = [ids[other], ids[index]];
    return renumbered(list, ids);
  });
  return result.committed;
}

/**
 * Puts the list in the order of `ids` (a drag and drop). Ids of items deleted meanwhile are
 * skipped, and items added meanwhile (not in `ids`) follow in their current order, so a stale
 * order never loses or resurrects an item. False, changing nothing, when `ids` repeats an id or
 * the order would not change.
 */
export async function reorderList(store: Store, key: ListKey, ids: readonly string[]): Promise<boolean> {
  if (new Set(ids).size !== ids.length) return false;
  const result = await store.transaction<List>(listPath(key), (current) => {
    const list = current ?? {};
    const stored = byOrder(list);
    const wanted = ids.filter((id) => Object.hasOwn(list, id));
    const placed = new Set(wanted);
    const next = [...wanted, ...stored.filter((id) => !placed.has(id))];
    return next.every((id, i) => id === stored[i]) ? undefined : renumbered(list, next);
  });
  return result.committed;
}

export async function setSingleton(store: Store, key: SingletonKey, data: Record<string, unknown>): Promise<void> {
  await store.set(`${USER_PATH_KEY}/${key}`, data);
}
