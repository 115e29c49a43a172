/** A JSON value as the Realtime Database stores it (no undefined, no empty containers). */
export type StoreValue = string | number | boolean | null | StoreObject;
export interface StoreObject {
  [key: string]: StoreValue;
}

export interface TransactionResult<T = StoreValue> {
  committed: boolean;
  value: T | null;
}

/** Absolute path → its next value (null removes it), as `transactMany` writes them. */
export type StoreWrites = Record<string, unknown>;

export interface TransactManyResult {
  committed: boolean;
  /** The values of `paths` the last run of `fn` saw (in `paths` order). */
  values: unknown[];
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
  /**
   * Reads every path of `paths` and applies the writes `fn(values)` returns, all in one atomic
   * step: every write lands, or (an error, a crash, `fn` returning undefined) none does; no other
   * write to any of `paths` can come between the read and the writes. Write paths are absolute;
   * they must not overlap one another and must lie under the deepest common ancestor of `paths`
   * (StoreError 'invalid-path' otherwise). `fn` may run more than once; after 25 conflicting
   * attempts it fails with code `maxretry`.
   */
  transactMany(
    paths: readonly string[],
    fn: (values: unknown[]) => StoreWrites | undefined,
  ): Promise<TransactManyResult>;
  close?(): Promise<void>;
}
