import { StoreError } from './errors';
import { normalizeValue, parsePath } from './rules';
import type { StoreValue, StoreWrites } from './types';

/** One write of a `transactMany`: the node at `keys` becomes `value` (stored form; null removes it). */
interface PlannedWrite {
  keys: string[];
  value: StoreValue;
}

/** The deepest path that is an ancestor of (or equal to) every one of `paths`. */
export function commonAncestor(paths: readonly string[][]): string[] {
  if (paths.length === 0) throw new StoreError('invalid-path', 'transactMany() needs at least one path');
  const [first, ...rest] = paths;
  let depth = first.length;
  for (const keys of rest) {
    let i = 0;
    while (i < depth && i < keys.length && keys[i] === first[i]) i++;
    depth = i;
  }
  return first.slice(0, depth);
}

const isUnder = (keys: string[], ancestor: string[]) =>
  keys.length >= ancestor.length && ancestor.every((key, i) => keys[i] === key);

/**
 * `writes` checked and in stored form: every path valid and under `ancestor`, every value valid,
 * no two paths overlapping. Throws a StoreError before anything is written otherwise.
 */
export function planWrites(ancestor: string[], writes: StoreWrites): PlannedWrite[] {
  if (writes === null || typeof writes !== 'object' || Array.isArray(writes)) {
    throw new StoreError('invalid-value', 'transactMany() writes must be an object of paths to values');
  }
  const planned = Object.keys(writes).map((path): PlannedWrite => {
    const keys = parsePath(path);
    if (!isUnder(keys, ancestor)) {
      throw new StoreError(
        'invalid-path',
        `transactMany() write to "${path}" is outside "${ancestor.join('/')}", the common ancestor of the paths it read`,
      );
    }
    const value = writes[path];
    if (value === undefined) throw new StoreError('invalid-value', `transactMany() value for "${path}" is undefined`);
    return { keys, value: normalizeValue(value) };
  });
  assertNoOverlap(planned, (a, b) => `transactMany() writes to "${a}" and "${b}" overlap`);
  return planned;
}

/**
 * The writes of `update(path, patch)`, checked and in stored form, the same for every backend:
 * each key of `patch` a non-empty path (relative to `base`, the keys of `path`), each value valid,
 * no two paths overlapping. Throws a StoreError before anything is written otherwise.
 */
export function planUpdate(base: string[], patch: Record<string, unknown>): PlannedWrite[] {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new StoreError('invalid-value', 'update() takes an object of paths to values');
  }
  const planned = Object.keys(patch).map((rel): PlannedWrite => {
    const relKeys = parsePath(rel);
    if (relKeys.length === 0) throw new StoreError('invalid-path', 'update() paths must not be empty');
    const value = patch[rel];
    if (value === undefined) throw new StoreError('invalid-value', `update() value for "${rel}" is undefined`);
    return { keys: [...base, ...relKeys], value: normalizeValue(value) };
  });
  assertNoOverlap(planned, (a, b) => `update() paths "${a}" and "${b}" overlap`);
  return planned;
}

function assertNoOverlap(planned: PlannedWrite[], message: (a: string, b: string) => string): void {
  const joined = planned.map((w) => w.keys.join('/'));
  for (let i = 0; i < joined.length; i++) {
    for (let j = 0; j < joined.length; j++) {
      const [a, b] = [joined[i], joined[j]];
      if (i !== j && (a === b || a === '' || b.startsWith(`${a}/`)))
        throw new StoreError('invalid-path', message(a, b));
    }
  }
}
