import type { StoreObject, StoreValue } from './types';

/** Reads the node at `keys`, or null. Never mutates. */
export function getAt(root: StoreValue, keys: string[]): StoreValue {
  let node: StoreValue = root;
  for (const key of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return null;
    node = node[key];
  }
  return node;
}

/**
 * Returns a new tree with `value` at `keys` (null removes), copying only the nodes on the
 * path, and pruning parents left empty, as the Realtime Database does.
 */
export function setAt(root: StoreValue, keys: string[], value: StoreValue): StoreValue {
  if (keys.length === 0) return value;
  const [head, ...rest] = keys;
  const base: StoreObject = root !== null && typeof root === 'object' ? root : {};
  const child = setAt(Object.hasOwn(base, head) ? base[head] : null, rest, value);
  const copy: StoreObject = {};
  for (const key of Object.keys(base)) {
    if (key !== head) define(copy, key, base[key]);
  }
  if (child !== null) define(copy, head, child);
  return Object.keys(copy).length === 0 ? null : copy;
}

function define(target: StoreObject, key: string, value: StoreValue) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
