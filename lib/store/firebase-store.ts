import type { Database, Reference } from 'firebase-admin/database';
import { DB_LIMITS } from '@/lib/constants';
import { StoreError, isStoreError } from './errors';
import { normalizePatch } from './firebase/patch';
import { applyWrites, commonAncestor, planWrites, valueAt } from './multi-path';
import { snapshotToValue } from './firebase/snapshot';
import { normalizeValue, parsePath } from './rules';
import type { Store, StoreValue, StoreWrites, TransactManyResult, TransactionResult } from './types';

/**
 * How long one database call may stay unanswered (offline, wrong URL) before it fails: a save or a
 * sign-in says so within about this, and a visitor's page is served its last good copy sooner
 * (lib/content/last-good.ts).
 */
const FIREBASE_TIMEOUT_MS = 5_000;

/**
 * The hosted backend: firebase-admin's Realtime Database. Every path and value is checked
 * with the same rules as the file backend before it leaves the process, so both backends
 * throw the same typed StoreError for the same bad input.
 */
export class FirebaseStore implements Store {
  readonly backend = 'firebase' as const;
  private readonly timeoutMs: number;

  constructor(
    readonly db: Database,
    private readonly release?: () => Promise<void>,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? FIREBASE_TIMEOUT_MS;
  }

  async get<T = StoreValue>(p: string): Promise<T | null> {
    const ref = this.ref(parsePath(p));
    const snapshot = await this.sdk(`read "${p}"`, () => ref.once('value'));
    return snapshotToValue(snapshot) as T | null;
  }

  async set(p: string, value: unknown): Promise<void> {
    const ref = this.ref(parsePath(p));
    const normalized = normalizeValue(value);
    await this.sdk(`write "${p}"`, () => ref.set(normalized));
  }

  async update(p: string, patch: Record<string, unknown>): Promise<void> {
    const ref = this.ref(parsePath(p));
    const changes = normalizePatch(patch);
    if (Object.keys(changes).length === 0) return;
    await this.sdk(`update "${p}"`, () => ref.update(changes));
  }

  async remove(p: string): Promise<void> {
    const ref = this.ref(parsePath(p));
    await this.sdk(`remove "${p}"`, () => ref.remove());
  }

  async push(p: string, value: unknown): Promise<string> {
    const ref = this.ref(parsePath(p));
    const normalized = normalizeValue(value);
    const child = ref.push();
    await this.sdk(`push to "${p}"`, () => child.set(normalized));
    return child.key;
  }

  async transaction<T = StoreValue>(
    p: string,
    fn: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    const ref = this.ref(parsePath(p));
    // The SDK runs fn on its local copy first; a listener keeps that copy current, so the
    // first run already sees the stored value instead of null.
    const watcher = watch(ref);
    let failure: { error: unknown } | undefined;
    // Set once the caller was told the write failed (the time limit passed): a run the SDK makes
    // later, on reconnecting, aborts instead of landing a write already reported as not made.
    let abandoned = false;
    try {
      await this.sdk(`read "${p}"`, () => watcher.ready);
      const result = await this.timed(`run a transaction at "${p}"`, () =>
        ref.transaction(
          (current) => {
            if (failure || abandoned) return undefined;
            try {
              const next = fn(current as T | null);
              return next === undefined ? undefined : normalizeValue(next);
            } catch (error) {
              failure = { error };
              return undefined;
            }
          },
          undefined,
          false,
        ),
      );
      if (failure) throw failure.error;
      return { committed: result.committed, value: snapshotToValue(result.snapshot) as T | null };
    } catch (error) {
      abandoned = true;
      if (failure) throw failure.error;
      if (error instanceof Error && error.message === 'maxretry') {
        throw new StoreError(
          'maxretry',
          `Transaction at "${p}" gave up after ${DB_LIMITS.transactionMaxRetries} attempts`,
          {
            cause: error,
          },
        );
      }
      throw asStoreError(`run a transaction at "${p}"`, error);
    } finally {
      watcher.stop();
    }
  }

  /**
   * One Realtime Database transaction on the deepest common ancestor of `paths`: the server
   * commits the ancestor's new value whole only if nothing under it changed since `fn` ran (its
   * compare-and-set on the ancestor's hash), so every write lands or none does, and none of
   * `paths` can change between read and write. The cost: the SDK holds a copy of the whole
   * ancestor (for a save, the root: the whole database) and any write under it, even to an
   * unrelated path, makes `fn` run again. Acceptable for the owner's saves, which are rare;
   * frequent writers (visit counters) use transaction() on their own node.
   */
  async transactMany(
    paths: readonly string[],
    fn: (values: unknown[]) => StoreWrites | undefined,
  ): Promise<TransactManyResult> {
    const keyLists = paths.map((p) => parsePath(p));
    const ancestor = commonAncestor(keyLists);
    const relative = keyLists.map((keys) => keys.slice(ancestor.length));
    let values: unknown[] = [];
    const result = await this.transaction<StoreValue>(ancestor.join('/'), (current) => {
      const tree = normalizeValue(current);
      values = relative.map((keys) => valueAt(tree, keys));
      const writes = fn(values);
      if (writes === undefined) return undefined;
      const planned = planWrites(ancestor, writes).map(({ keys, value }) => ({
        keys: keys.slice(ancestor.length),
        value,
      }));
      return applyWrites(tree, planned);
    });
    return { committed: result.committed, values };
  }

  async close(): Promise<void> {
    await this.release?.();
  }

  /** Runs an SDK call, turning its failures, and silence beyond the time limit, into StoreErrors. */
  private async sdk<R>(what: string, call: () => Promise<R>): Promise<R> {
    try {
      return await this.timed(what, call);
    } catch (error) {
      throw asStoreError(what, error);
    }
  }

  private async timed<R>(what: string, call: () => Promise<R>): Promise<R> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new StoreError(
              'io',
              `Firebase did not answer within ${this.timeoutMs / 1000} s when asked to ${what}; check FIREBASE_DATABASE_URL and the network`,
            ),
          ),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([call(), limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  private ref(keys: string[]): Reference {
    return keys.length === 0 ? this.db.ref() : this.db.ref(keys.join('/'));
  }
}

function watch(ref: Reference): { ready: Promise<void>; stop(): void } {
  let onValue = () => undefined as void;
  const ready = new Promise<void>((resolve, reject) => {
    onValue = () => resolve();
    ref.on('value', onValue, (error: Error) => reject(error));
  });
  return { ready, stop: () => ref.off('value', onValue) };
}

function asStoreError(what: string, error: unknown): StoreError {
  if (isStoreError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError('io', `Firebase could not ${what}: ${message}`, { cause: error });
}
