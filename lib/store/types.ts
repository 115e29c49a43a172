/** A JSON value as the Realtime Database stores it (no undefined, no empty containers). */
export type StoreValue = string | number | boolean | null | StoreObject;
export interface StoreObject {
  [key: string]: StoreValue;
}

export interface TransactionResult<T = StoreValue> {
  committed: boolean;
  value: T | null;
}

/**
 * A path-based store with Realtime Database semantics. Paths are `/`-separated keys;
 * '' or '/' is the root. Writing null (or an empty object) removes the node.
 */
export interface Store {
  readonly backend: 'file' | 'firebase';
  get<T = StoreValue>(path: string): Promise<T | null>;
  set(path: string, value: unknown): Promise<void>;
  /** Multi-path update: keys of `patch` are paths relative to `path`; null values delete. */
  update(path: string, patch: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  /** Adds `value` under a new chronologically ordered unique key and returns that key. */
  push(path: string, value: unknown): Promise<string>;
  /**
   * Atomically replaces the value at `path` with `fn(current)`. Returning undefined aborts.
   * `fn` may run more than once; after 25 conflicting attempts it fails with code `maxretry`.
   */
  transaction<T = StoreValue>(
    path: string,
    fn: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>>;
  close?(): Promise<void>;
}
