import { createHash } from 'node:crypto';
import { canonical, isObject } from './canonical';

/**
 * Fields the server sets itself (a list item's place, a project's slugs): a move, or a slug
 * given to a project stored without one, is no edit of what the form shows.
 */
const DERIVED = new Set(['order', 'slug', 'formerSlugs']);

/**
 * The version of a stored singleton section or list item: what an editor's form was drawn from,
 * sent back with the save, which is refused if the stored one has another version by then.
 */
export function contentVersion(value: unknown): string {
  const own = isObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !DERIVED.has(key)))
    : (value ?? null);
  return createHash('sha256')
    .update(canonical(pruned(own) ?? null))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * `value` as the store keeps it: no null, no empty list or object (the Realtime Database drops
 * them), so a value read back from the store has the version of the one the form was drawn from.
 */
function pruned(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruned(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/** Each item's version, by id, of a list section as stored. */
export function itemVersions(list: unknown): Record<string, string> {
  if (list === null || typeof list !== 'object' || Array.isArray(list)) return {};
  return Object.fromEntries(Object.entries(list).map(([id, item]) => [id, contentVersion(item)]));
}
