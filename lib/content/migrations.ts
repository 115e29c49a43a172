import { LIST_KEYS } from './schemas';

/**
 * Stored content carries the version of its shape in `user/schemaVersion`; content without
 * one was written by a release before versions existed (version 1). Reading older content
 * upgrades it in memory, and the first write after an upgrade stores the upgraded shape, so a
 * release that changes the shape keeps every existing site up.
 *
 * To change the shape: add `n: (user) => …` below turning version n into n + 1, raise
 * CONTENT_SCHEMA_VERSION, and test it on content of version n. A new field with a schema
 * default needs no migration (reads fill the default); a renamed or removed one does.
 */
export const CONTENT_SCHEMA_VERSION = 2;
export const SCHEMA_VERSION_KEY = 'schemaVersion';

type Tree = Record<string, unknown>;
type Migration = (user: Tree) => Tree;

const isObject = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Optional item fields the first release could leave out; later releases always store them. */
const OPTIONAL_ITEM_FIELDS: Partial<Record<(typeof LIST_KEYS)[number], readonly string[]>> = {
  educationTimeline: ['enddate'],
  workTimeline: ['enddate'],
  frontendProjects: ['gitLink', 'demoLink'],
  fullstackProjects: ['gitLink', 'demoLink'],
  backendProjects: ['gitLink', 'demoLink'],
};

const MIGRATIONS: Record<number, Migration> = {
  /**
   * 1 → 2: list items get distinct places 1..n (version 1 could leave equal or sparse `order`
   * values after concurrent adds and hand edits, which made the order depend on ids), and the
   * optional fields it could leave out are stored as ''.
   */
  1(user) {
    const out: Tree = { ...user };
    for (const key of LIST_KEYS) {
      const list = user[key];
      if (!isObject(list)) continue;
      const ids = Object.keys(list).sort((a, b) => {
        const oa = isObject(list[a]) && typeof list[a].order === 'number' ? list[a].order : 0;
        const ob = isObject(list[b]) && typeof list[b].order === 'number' ? list[b].order : 0;
        return oa - ob || (a < b ? -1 : a > b ? 1 : 0);
      });
      const next: Tree = {};
      ids.forEach((id, index) => {
        const item = list[id];
        if (!isObject(item)) {
          next[id] = item; // left for validation to name
          return;
        }
        const filled: Tree = { ...item, order: index + 1 };
        for (const field of OPTIONAL_ITEM_FIELDS[key] ?? []) filled[field] ??= '';
        next[id] = filled;
      });
      out[key] = next;
    }
    return out;
  },
};

/** The version stored content says it has: 1 when it says nothing (or nonsense). */
export function storedVersion(user: unknown): number {
  if (!isObject(user)) return CONTENT_SCHEMA_VERSION;
  const version = user[SCHEMA_VERSION_KEY];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

export interface Migrated {
  user: unknown;
  /** The version the content was stored with. */
  from: number;
  /** True when `user` differs from what is stored and should be written back. */
  changed: boolean;
}

/**
 * Upgrades stored content to CONTENT_SCHEMA_VERSION, one step at a time. Content from a newer
 * release is returned as it is (validation then names anything this release cannot show).
 * Pure: never touches the store.
 */
export function migrateUser(
  user: unknown,
  migrations: Record<number, Migration> = MIGRATIONS,
  target = CONTENT_SCHEMA_VERSION,
): Migrated {
  const from = storedVersion(user);
  if (!isObject(user) || from >= target) return { user, from, changed: false };
  let current: Tree = user;
  for (let version = from; version < target; version++) {
    const step = migrations[version];
    if (!step) throw new Error(`No content migration from version ${version} to ${version + 1}`);
    current = step(current);
  }
  return { user: { ...current, [SCHEMA_VERSION_KEY]: target }, from, changed: true };
}

/** The stored form of `user` at today's version, for seeding and imports. */
export function stampVersion<T extends object>(user: T): T & { schemaVersion: number } {
  return { ...user, [SCHEMA_VERSION_KEY]: CONTENT_SCHEMA_VERSION };
}
