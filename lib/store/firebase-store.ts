import type { Database, Reference } from 'firebase-admin/database';
import { DB_LIMITS } from '@/lib/constants';
import { StoreError, isStoreError } from './errors';
import { normalizePatch } from './firebase/patch';
import { snapshotToValue } from './firebase/snapshot';
import { normalizeValue, parsePath } from './rules';
import type { Store, StoreValue, TransactionResult } from './types';

/**
 * The hosted backend: firebase-admin's Realtime Database. Every path and value is checked
 * with the same rules as the file backend before it leaves the process, so both backends
 * throw the same typed StoreError for the same bad input.
 */
export class FirebaseStore implements Store {
  readonly backend = 'firebase' as const;

  constructor(
    readonly db: Database,
    private readonly release?: () => Promise<void>,
  ) {}

  async get<T = StoreValue>(p: string): Promise<T | null> {
    const ref = this.ref(parsePath(p));
    const snapshot = await sdk(`read "${p}"`, () => ref.once('value'));
    return snapshotToValue(snapshot) as T | null;
  }

  async set(p: string, value: unknown): Promise<void> {
    const ref = this.ref(parsePath(p));
    const normalized = normalizeValue(value);
    await sdk(`write "${p}"`, () => ref.set(normalized));
  }

  async update(p: string, patch: Record<string, unknown>): Promise<void> {
    const ref = this.ref(parsePath(p));
    const changes = normalizePatch(patch);
    if (Object.keys(changes).length === 0) return;
    await sdk(`update "${p}"`, () => ref.update(changes));
  }

  async remove(p: string): Promise<void> {
    const ref = this.ref(parsePath(p));
    await sdk(`remove "${p}"`, () => ref.remove());
  }

  async push(p: string, value: unknown): Promise<string> {
    const ref = this.ref(parsePath(p));
    const normalized = normalizeValue(value);
    const child = ref.push();
    await sdk(`push to "${p}"`, () => child.set(normalized));
    return child.key as string;
  }

  async transaction<T = StoreValue>(
    p: string,
    fn: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    const ref = this.ref(parsePath(p));
    // The SDK runs fn on its local copy first; a listener keeps that copy current, so the
    // first run already sees the stored value instead of null.
    const unwatch = await watch(ref, p);
    let failure: { error: unknown } | undefined;
    try {
      const result = await ref.transaction(
        (current) => {
          if (failure) return undefined;
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
      );
      if (failure) throw failure.error;
      return { committed: result.committed, value: snapshotToValue(result.snapshot) as T | null };
    } catch (error) {
      if (failure) throw failure.error;
      if (error instanceof Error && error.message === 'maxretry') {
        throw new StoreError(
          'maxretry',
          `Transaction at "${p}" gave up after ${DB_LIMITS.transactionMaxRetries} attempts`,
          { cause: error },
        );
      }
      throw asStoreError(`transaction at "${p}"`, error);
    } finally {
      unwatch();
    }
  }

  async close(): Promise<void> {
    await this.release?.();
  }

  private ref(keys: string[]): Reference {
    return keys.length === 0 ? this.db.ref() : this.db.ref(keys.join('/'));
  }
}

function watch(ref: Reference, p: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const onValue = () => resolve(() => ref.off('value', onValue));
    ref.on('value', onValue, (error: Error) => reject(asStoreError(`watch "${p}"`, error)));
  });
}

async function sdk<R>(what: string, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw asStoreError(what, error);
  }
}

function asStoreError(what: string, error: unknown): StoreError {
  if (isStoreError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError('io', `Firebase could not ${what}: ${message}`, { cause: error });
}
