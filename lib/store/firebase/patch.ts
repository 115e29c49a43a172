import { StoreError } from '../errors';
import { normalizeValue, parsePath } from '../rules';
import type { StoreValue } from '../types';

/**
 * Validates a multi-path update exactly as the file backend does (same typed errors) and
 * returns it as the SDK takes it: relative "a/b" paths to stored values (null deletes).
 */
export function normalizePatch(patch: Record<string, unknown>): Record<string, StoreValue> {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new StoreError('invalid-value', 'update() takes an object of paths to values');
  }
  const out: Record<string, StoreValue> = {};
  const paths: string[] = [];
  for (const rel of Object.keys(patch)) {
    const keys = parsePath(rel);
    if (keys.length === 0) throw new StoreError('invalid-path', 'update() paths must not be empty');
    const value = patch[rel];
    if (value === undefined) throw new StoreError('invalid-value', `update() value for "${rel}" is undefined`);
    const joined = keys.join('/');
    Object.defineProperty(out, joined, {
      value: normalizeValue(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    paths.push(joined);
  }
  for (const a of paths) {
    for (const b of paths) {
      if (a !== b && b.startsWith(`${a}/`)) {
        throw new StoreError('invalid-path', `update() paths "${a}" and "${b}" overlap`);
      }
    }
  }
  return out;
}
