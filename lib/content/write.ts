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

/** Swaps the item with its neighbour; false when it is already first/last or missing. */
export async function moveListItem(store: Store, key: ListKey, id: string, direction: 'up' | 'down'): Promise<boolean> {
  // One transaction over the list, so a move never interleaves with an add or another move.
  const result = await store.transaction<List>(listPath(key), (current) => {
    const list = current ?? {};
    const ids = byOrder(list);
    const index = ids.indexOf(id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= ids.length) return undefined;
    // Positions are rewritten 1..n so equal or sparse orders still swap cleanly.
    [ids[index], ids[other]] = [ids[other], ids[index]];
    return Object.fromEntries(ids.map((itemId, position) => [itemId, { ...list[itemId], order: position + 1 }]));
  });
  return result.committed;
}

export async function setSingleton(store: Store, key: SingletonKey, data: Record<string, unknown>): Promise<void> {
  await store.set(`${USER_PATH_KEY}/${key}`, data);
}
