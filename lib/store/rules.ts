import { DB_LIMITS } from '@/lib/constants';
import { StoreError } from './errors';
import type { StoreValue } from './types';

const FORBIDDEN = /[.#$/[\]]/;
// Control characters other than tab, newline, carriage return are refused in keys.
const CONTROL = /[\u0000-\u001f\u007f]/;

function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new StoreError('invalid-key', 'Keys must be non-empty strings');
  }
  if (FORBIDDEN.test(key)) {
    throw new StoreError('invalid-key', `Key "${key}" must not contain . # $ / [ or ]`);
  }
  if (CONTROL.test(key)) {
    throw new StoreError('invalid-key', `Key ${JSON.stringify(key)} must not contain control characters`);
  }
  if (Buffer.byteLength(key, 'utf8') > DB_LIMITS.maxKeyBytes) {
    throw new StoreError('invalid-key', `Key is longer than ${DB_LIMITS.maxKeyBytes} bytes`);
  }
}

/** True when `key` can name one store key (an id from a request: never a path). */
export function isValidKey(key: unknown): key is string {
  try {
    assertValidKey(key as string);
    return true;
  } catch {
    return false;
  }
}

/** Splits a path into validated keys. '' and '/' are the root (no keys). */
export function parsePath(path: string): string[] {
  if (typeof path !== 'string') throw new StoreError('invalid-path', 'Path must be a string');
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  const keys = trimmed.split('/');
  for (const key of keys) {
    if (key === '') throw new StoreError('invalid-path', `Path "${path}" has an empty segment`);
    assertValidKey(key);
  }
  if (keys.length > DB_LIMITS.maxDepth) {
    throw new StoreError('too-deep', `Path "${path}" is deeper than ${DB_LIMITS.maxDepth} levels`);
  }
  return keys;
}

/**
 * Validates a value against the database rules and returns it in stored form:
 * arrays become index-keyed objects, empty objects and nulls disappear.
 * Returns null when nothing would be stored.
 */
export function normalizeValue(value: unknown, depth = 0, where = '/'): StoreValue {
  if (depth > DB_LIMITS.maxDepth) {
    throw new StoreError('too-deep', `Value is nested deeper than ${DB_LIMITS.maxDepth} levels at ${where}`);
  }
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      if (value.length * 3 > DB_LIMITS.maxStringBytes && Buffer.byteLength(value, 'utf8') > DB_LIMITS.maxStringBytes) {
        throw new StoreError('string-too-long', `String at ${where} is longer than ${DB_LIMITS.maxStringBytes} bytes`);
      }
      return value;
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new StoreError('invalid-value', `Number at ${where} must be finite`);
      return value;
    case 'object':
      break;
    default:
      throw new StoreError('invalid-value', `Value at ${where} has unsupported type ${typeof value}`);
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : isPlainObject(value)
      ? Object.entries(value)
      : (() => {
          throw new StoreError('invalid-value', `Value at ${where} must be plain JSON data`);
        })();
  const out: [string, StoreValue][] = [];
  for (const [key, child] of entries) {
    assertValidKey(key);
    if (child === undefined) {
      throw new StoreError('invalid-value', `Value at ${where}${key} is undefined`);
    }
    const normalized = normalizeValue(child, depth + 1, `${where}${key}/`);
    if (normalized !== null) out.push([key, normalized]);
  }
  // fromEntries defines each key as data: "__proto__" never acts as a setter.
  return out.length === 0 ? null : Object.fromEntries(out);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Realtime Database presents objects whose keys are mostly sequential integers as arrays. */
export function presentValue(value: StoreValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const allIndices = keys.length > 0 && keys.every((k) => /^(0|[1-9]\d{0,8})$/.test(k));
  if (allIndices) {
    const max = Math.max(...keys.map(Number));
    if (max < keys.length * 2) {
      const arr: unknown[] = new Array(max + 1).fill(null);
      for (const k of keys) arr[Number(k)] = presentValue(value[k]);
      return arr;
    }
  }
  return Object.fromEntries(keys.map((k) => [k, presentValue(value[k])]));
}
