import { createHash } from 'node:crypto';
import { canonical } from './canonical';

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
  const own =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !DERIVED.has(key)))
      : (value ?? null);
  return createHash('sha256').update(canonical(own)).digest('base64url').slice(0, 22);
}

/** Each item's version, by id, of a list section as stored. */
export function itemVersions(list: unknown): Record<string, string> {
  if (list === null || typeof list !== 'object' || Array.isArray(list)) return {};
  return Object.fromEntries(Object.entries(list).map(([id, item]) => [id, contentVersion(item)]));
}
