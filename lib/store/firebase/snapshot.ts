import type { DataSnapshot } from 'firebase-admin/database';
import { presentValue } from '../rules';
import type { StoreValue } from '../types';

/**
 * Reads a snapshot child by child, so keys such as "__proto__" stay plain data (the SDK's
 * own val() assigns them as properties), then presents index-keyed nodes as arrays.
 */
export function snapshotToValue(snapshot: DataSnapshot): unknown {
  return presentValue(toTree(snapshot));
}

function toTree(snapshot: DataSnapshot): StoreValue {
  if (!snapshot.exists()) return null;
  if (!snapshot.hasChildren()) return snapshot.val() as StoreValue;
  const out: [string, StoreValue][] = [];
  snapshot.forEach((child) => {
    out.push([child.key, toTree(child)]);
    return false;
  });
  return Object.fromEntries(out);
}
