import type { DataSnapshot, Database, Reference } from 'firebase-admin/database';
import { DB_LIMITS } from '@/lib/constants';
import { StoreError, gaveUp, isStoreError } from './errors';
import { commonAncestor, planUpdate, planWrites } from './multi-path';
import { normalizeValue, parsePath, presentValue } from './rules';
import type { Store, StoreValue, StoreWrites, TransactManyResult, TransactionResult } from './types';

/**
 * How long one database call may stay unanswered (offline, wrong URL) before it fails: a save or a
 * sign-in says so within about this, and a visitor's page is served its last good copy sooner
 * (lib/content/last-good.ts).
 */
const FIREBASE_TIMEOUT_MS = 5_000;
/** A big write (an image's chunk) may take longer than the others: this much more per megabyte. */
const TIMEOUT_PER_MB_MS = 10_000;
/** Where the writers' lease of transactMany is kept (private, like History). */
const LOCK_PATH = 'locks/transactMany';
/** How long a lease lasts if its holder dies before releasing it. */
const LEASE_MS = 15_000;

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
    await this.sdk(`write "${p}"`, () => ref.set(normalized), this.limitFor(normalized));
  }

  async update(p: string, patch: Record<string, unknown>): Promise<void> {
    const ref = this.ref(parsePath(p));
    const planned = planUpdate([], patch);
    if (planned.length === 0) return;
    // fromEntries defines each key as data: a "__proto__" path stays a path.
    const changes = Object.fromEntries(planned.map(({ keys, value }) => [keys.join('/'), value]));
    await this.sdk(`update "${p}"`, () => ref.update(changes), this.limitFor(changes));
  }

  async remove(p: string): Promise<void> {
    const ref = this.ref(parsePath(p));
    await this.sdk(`remove "${p}"`, () => ref.remove());
  }

  async push(p: string, value: unknown): Promise<string> {
    const ref = this.ref(parsePath(p));
    const normalized = normalizeValue(value);
    const child = ref.push();
    await this.sdk(`push to "${p}"`, () => child.set(normalized), this.limitFor(normalized));
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
      if (error instanceof Error && error.message === 'maxretry')
        throw gaveUp(`Transaction at "${p}"`, { cause: error });
      throw asStoreError(`run a transaction at "${p}"`, error);
    } finally {
      watcher.stop();
    }
  }

  /**
   * All of `writes` or none, with none of `paths` changed between read and write: under a short
   * lease (a transaction on one small node, LOCK_PATH) the paths are read and `fn` runs; the paths
   * are read again, and if another client changed one meanwhile `fn` runs again on the new values
   * (up to DB_LIMITS.transactionMaxRetries times); then its writes go in one multi-path update,
   * which the database applies atomically. Every writer of content, drafts and History comes
   * through here, so they take turns. (A transaction on the paths' common ancestor would need no
   * lease, but for a save that ancestor is the root: the whole database downloaded for every save
   * and retried on every unrelated write.) A holder that dies lets the lease run out (LEASE_MS).
   */
  async transactMany(
    paths: readonly string[],
    fn: (values: unknown[]) => StoreWrites | undefined,
  ): Promise<TransactManyResult> {
    const ancestor = commonAncestor(paths.map((p) => parsePath(p)));
    const read = () => Promise.all(paths.map((p) => this.get(p)));
    const release = await this.lease();
    try {
      let values = await read();
      for (let attempt = 0; attempt < DB_LIMITS.transactionMaxRetries; attempt++) {
        const writes = fn(values);
        if (writes === undefined) return { committed: false, values };
        const planned = planWrites(ancestor, writes);
        const now = await read();
        if (JSON.stringify(now) !== JSON.stringify(values)) {
          values = now;
          continue;
        }
        if (planned.length > 0) {
          await this.update('', Object.fromEntries(planned.map(({ keys, value }) => [keys.join('/'), value])));
        }
        return { committed: true, values };
      }
      throw gaveUp(`Writing ${paths.join(', ')}`);
    } finally {
      await release().catch((error: Error) => console.error(`[store] lease not released: ${error.message}`));
    }
  }

  /** Takes the writers' lease, waiting its turn for up to the time limit; answers its release. */
  private async lease(): Promise<() => Promise<void>> {
    const token = `${process.pid}-${Math.random().toString(36).slice(2)}`;
    const deadline = Date.now() + this.timeoutMs;
    for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
      const taken = await this.transaction<{ token: string; until: number }>(LOCK_PATH, (current) =>
        current && typeof current.until === 'number' && current.until > Date.now()
          ? undefined
          : { token, until: Date.now() + LEASE_MS },
      );
      if (taken.committed) break;
      if (Date.now() + wait > deadline) {
        throw new StoreError('maxretry', `Another save held the database for over ${this.timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return async () => {
      await this.transaction<{ token: string }>(LOCK_PATH, (current) => (current?.token === token ? null : undefined));
    };
  }

  async close(): Promise<void> {
    await this.release?.();
  }

  /** Runs an SDK call, turning its failures, and silence beyond the time limit, into StoreErrors. */
  private async sdk<R>(what: string, call: () => Promise<R>, ms = this.timeoutMs): Promise<R> {
    try {
      return await this.timed(what, call, ms);
    } catch (error) {
      throw asStoreError(what, error);
    }
  }

  /** The time limit of a write of `value`: the usual one, and more for a big value. */
  private limitFor(value: unknown): number {
    const megabytes = Buffer.byteLength(JSON.stringify(value) ?? '') / 1_000_000;
    return this.timeoutMs + Math.round(megabytes * TIMEOUT_PER_MB_MS);
  }

  private async timed<R>(what: string, call: () => Promise<R>, ms = this.timeoutMs): Promise<R> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new StoreError(
              'io',
              `Firebase did not answer within ${Number((ms / 1000).toFixed(1))} s when asked to ${what}; check FIREBASE_DATABASE_URL and the network`,
            ),
          ),
        ms,
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

/**
 * Reads a snapshot child by child, so keys such as "__proto__" stay plain data (the SDK's
 * own val() assigns them as properties), then presents index-keyed nodes as arrays.
 */
export function snapshotToValue(snapshot: DataSnapshot): unknown {
  const toTree = (node: DataSnapshot): StoreValue => {
    if (!node.exists()) return null;
    if (!node.hasChildren()) return node.val() as StoreValue;
    const out: [string, StoreValue][] = [];
    node.forEach((child) => {
      out.push([child.key, toTree(child)]);
      return false;
    });
    return Object.fromEntries(out);
  };
  return presentValue(toTree(snapshot));
}

function asStoreError(what: string, error: unknown): StoreError {
  if (isStoreError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError('io', `Firebase could not ${what}: ${message}`, { cause: error });
}
