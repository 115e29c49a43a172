import { existsSync, mkdirSync, readFileSync, renameSync, statfsSync } from 'node:fs';
import path from 'node:path';
import type { Database, RootDatabase } from 'lmdb';
import { DB_LIMITS } from '@/lib/constants';
import { StoreError, gaveUp, isStoreError } from './errors';
import { commonAncestor, planUpdate, planWrites } from './multi-path';
import { pushId } from './push-id';
import { normalizeValue, parsePath, presentValue } from './rules';
import type { Store, StoreObject, StoreValue, StoreWrites, TransactManyResult, TransactionResult } from './types';

/** The LMDB environment (data.mdb + lock.mdb) inside DATA_DIR. */
export const STORE_DIR_NAME = 'lmdb';
/** Where the first release kept the whole database, as one JSON tree. */
export const LEGACY_DATA_FILE = 'db.json';
/** The name db.json is given once it has been imported; it is never read again. */
export const LEGACY_BACKUP_FILE = 'db.json.imported-backup';

/**
 * LMDB's largest key, in bytes (its default build). A stored value's key is its whole path, so a
 * path whose UTF-8 form (keys joined with '/') is longer than MAX_PATH_BYTES - 1 (one byte is
 * kept for the range end `path0`) cannot be stored here, even though each of its keys is within
 * the Realtime Database's 768 bytes and 32 levels: such reads and writes fail with StoreError
 * 'invalid-path' before LMDB sees them, and nothing is written.
 */
const MAX_PATH_BYTES = 1978;
/** Bookkeeping record in the `meta` database: set, in the same transaction, by the db.json import. */
const IMPORT_MARKER = 'legacyImport';
const LOG_PREFIX = '[store]';

type Lmdb = typeof import('lmdb');
let lmdb: Lmdb | undefined;
/**
 * lmdb is a native addon: it is loaded on the first call of an embedded store, never at import,
 * so the Firebase backend (on Vercel, where its binary is not shipped) never loads it.
 */
const loadLmdb = async () => (lmdb ??= await import('lmdb'));

type Leaf = string | number | boolean;
interface Handles {
  root: RootDatabase;
  /** One entry per leaf: key = the leaf's path (UTF-8, keys joined by '/'), value = the scalar (JSON). */
  content: Database<Leaf, Buffer>;
  /**
   * Internal records (the import marker), never visible through the Store API. Content has a
   * named database of its own too: LMDB's unnamed root database lists the named ones.
   */
  meta: Database<unknown, string>;
}
interface Change {
  keys: string[];
  leaves: [Buffer, Leaf][];
}
/** What a read saw: the raw entries (to detect a later change) and the tree they make. */
interface Snapshot {
  entries: [string, Leaf][];
  value: StoreValue;
}

const warned = new Set<string>();
function warnOnce(line: string) {
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(`${LOG_PREFIX} ${line}`);
}

/**
 * The embedded backend, on LMDB (memory-mapped B+tree, ACID, crash-safe, many readers and one
 * writer at a time across processes through its lock file): the Next server, `next build`
 * workers and the content CLI can all open the same DATA_DIR at once.
 *
 * Layout: every leaf of the tree is one entry keyed by its path ('user/home/name'), so a write
 * touches only the entries under the path it changes, whatever the size of the rest. A node is
 * read by its exact key (a leaf) or else by the key range [`path/`, `path0`) ('0' follows '/'),
 * rebuilt into a tree. The invariant "no leaf has descendants" is kept by each write, which
 * deletes the exact key, the range under it and any ancestor that was a leaf before putting the
 * new leaves; empty objects simply leave no entry, as in the Realtime Database.
 *
 * Every operation runs to completion synchronously inside its call (one `transactionSync`,
 * committed and fsynced before the promise is returned: no `noSync`, no overlapping sync), so
 * writes of this process never interleave: that is its queue. Other processes (or other handles)
 * are serialised by LMDB's write lock; `transaction()` detects their changes (see there).
 *
 * A DATA_DIR from the first release (one `db.json`) is imported on first open; see importLegacy.
 */
export class EmbeddedStore implements Store {
  readonly backend = 'file' as const;
  /** The LMDB environment's folder. */
  readonly path: string;
  private handles: Handles | undefined;
  private upgraded = false;
  private closed = false;

  constructor(readonly dir: string) {
    this.path = path.join(dir, STORE_DIR_NAME);
  }

  async get<T = StoreValue>(p: string): Promise<T | null> {
    if (!lmdb) await loadLmdb();
    const keys = parsePath(p);
    const h = this.open();
    h.root.resetReadTxn(); // the latest commit of any process, not this event turn's snapshot
    return presentValue(this.read(h, keys).value) as T | null;
  }

  async set(p: string, value: unknown): Promise<void> {
    if (!lmdb) await loadLmdb();
    const keys = parsePath(p);
    this.write([change(keys, normalizeValue(value))]);
  }

  async update(p: string, patch: Record<string, unknown>): Promise<void> {
    if (!lmdb) await loadLmdb();
    this.write(planUpdate(parsePath(p), patch).map(({ keys, value }) => change(keys, value)));
  }

  async remove(p: string): Promise<void> {
    if (!lmdb) await loadLmdb();
    this.write([change(parsePath(p), null)]);
  }

  async push(p: string, value: unknown): Promise<string> {
    if (!lmdb) await loadLmdb();
    const keys = parsePath(p);
    const normalized = normalizeValue(value);
    const id = pushId();
    this.write([change([...keys, id], normalized)]);
    return id;
  }

  /**
   * Optimistic, as the Realtime Database's: `fn` runs on a snapshot outside the write lock; the
   * commit then re-reads the node inside the write transaction and writes only if its entries
   * are exactly those `fn` saw. Otherwise another process (or handle) changed it meanwhile, and
   * `fn` runs again on the new value, up to DB_LIMITS.transactionMaxRetries times.
   */
  async transaction<T = StoreValue>(
    p: string,
    fn: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    if (!lmdb) await loadLmdb();
    const keys = parsePath(p);
    assertPathFits(keys);
    return this.optimistic<TransactionResult<T>>([keys], `Transaction at "${p}"`, ([seen]) => {
      const current = seen as T | null;
      const next = fn(current);
      if (next === undefined) return { result: { committed: false, value: current } };
      const normalized = normalizeValue(next);
      return {
        changes: [change(keys, normalized)],
        result: { committed: true, value: presentValue(normalized) as T | null },
      };
    });
  }

  /**
   * Like transaction(), over several nodes: `fn` runs on a snapshot of all of them; then one LMDB
   * write transaction re-reads each, and only if every one is exactly as `fn` saw it applies all
   * the writes. LMDB commits a write transaction whole or not at all (a full disk, a crash), so
   * no write of the set can land without the others.
   */
  async transactMany(
    paths: readonly string[],
    fn: (values: unknown[]) => StoreWrites | undefined,
  ): Promise<TransactManyResult> {
    if (!lmdb) await loadLmdb();
    const keyLists = paths.map((p) => parsePath(p));
    keyLists.forEach(assertPathFits);
    const ancestor = commonAncestor(keyLists);
    const what = `Transaction over ${paths.map((p) => `"${p}"`).join(', ')}`;
    return this.optimistic<TransactManyResult>(keyLists, what, (values) => {
      const writes = fn(values);
      if (writes === undefined) return { result: { committed: false, values } };
      const changes = planWrites(ancestor, writes).map(({ keys, value }) => change(keys, value));
      return { changes, result: { committed: true, values } };
    });
  }

  /**
   * The loop of transaction() and transactMany(): `plan` runs on a snapshot of the nodes at
   * `keyLists`; its changes are applied in one write transaction only if every node is still
   * exactly as `plan` saw it, else `plan` runs again. No changes: `result` at once.
   */
  private optimistic<R>(
    keyLists: string[][],
    what: string,
    plan: (values: unknown[]) => { changes?: Change[]; result: R },
  ): R {
    const h = this.open();
    for (let attempt = 0; attempt < DB_LIMITS.transactionMaxRetries; attempt++) {
      h.root.resetReadTxn();
      const seen = keyLists.map((keys) => this.read(h, keys));
      const { changes, result } = plan(seen.map((snapshot) => presentValue(snapshot.value)));
      if (!changes) return result;
      let committed = false as boolean;
      this.inTransaction(h, () => {
        if (keyLists.some((keys, i) => !sameEntries(this.read(h, keys).entries, seen[i].entries))) return lmdb!.ABORT;
        for (const c of changes) this.apply(h, c);
        committed = true;
      });
      if (committed) return result;
    }
    throw gaveUp(what);
  }

  async close(): Promise<void> {
    this.closed = true;
    const handles = this.handles;
    this.handles = undefined;
    await handles?.root.close();
  }

  private write(changes: Change[]): void {
    const h = this.open();
    this.inTransaction(h, () => {
      for (const c of changes) this.apply(h, c);
    });
  }

  /** Replaces the node at c.keys with c.leaves; run inside a write transaction. */
  private apply(h: Handles, c: Change): void {
    const doomed: Buffer[] = [];
    if (c.keys.length === 0) {
      for (const key of h.content.getKeys({})) doomed.push(Buffer.from(key));
    } else {
      const exact = encodeKey(c.keys);
      doomed.push(exact);
      const [start, end] = rangeUnder(exact);
      for (const key of h.content.getKeys({ start, end })) doomed.push(Buffer.from(key));
      // An ancestor that holds a scalar is replaced by the object this write creates under it.
      for (let i = 1; i < c.keys.length; i++) doomed.push(encodeKey(c.keys.slice(0, i)));
    }
    for (const key of doomed) h.content.removeSync(key);
    for (const [key, leaf] of c.leaves) h.content.putSync(key, leaf);
  }

  /** The node at `keys` as the current (read or write) transaction sees it. */
  private read(h: Handles, keys: string[]): Snapshot {
    assertPathFits(keys);
    if (keys.length > 0) {
      const exact = encodeKey(keys);
      const leaf = h.content.get(exact);
      if (leaf !== undefined) return { entries: [[exact.toString('utf8'), leaf]], value: leaf };
    }
    const range = keys.length === 0 ? {} : (([start, end]) => ({ start, end }))(rangeUnder(encodeKey(keys)));
    const entries: [string, Leaf][] = [];
    const tree: StoreObject = Object.create(null);
    const skip = keys.length;
    for (const { key, value } of h.content.getRange(range)) {
      const full = key.toString('utf8');
      entries.push([full, value]);
      const rel = full.split('/').slice(skip);
      let node = tree;
      for (let i = 0; i < rel.length - 1; i++) {
        const next = Object.hasOwn(node, rel[i]) ? node[rel[i]] : null;
        if (next !== null && typeof next === 'object') node = next;
        else {
          const created: StoreObject = Object.create(null);
          node[rel[i]] = created;
          node = created;
        }
      }
      node[rel[rel.length - 1]] = value;
    }
    return { entries, value: entries.length === 0 ? null : tree };
  }

  private inTransaction(h: Handles, body: () => unknown): void {
    try {
      h.content.transactionSync(body);
    } catch (error) {
      throw asStoreError(error, `Cannot write to the database in ${this.path}`, () => noRoomLeft(this.path));
    }
  }

  /** Opens the environment on first use and imports a first-release db.json if one is waiting. */
  private open(): Handles {
    if (this.closed) throw new StoreError('io', `The store in ${this.path} is closed`);
    if (!this.handles) {
      try {
        mkdirSync(this.path, { recursive: true, mode: 0o700 });
        const root = lmdb!.open({ path: this.path, maxDbs: 4, overlappingSync: false, noSync: false });
        this.handles = {
          root,
          content: root.openDB<Leaf, Buffer>({ name: 'content', keyEncoding: 'binary', encoding: 'json' }),
          meta: root.openDB<unknown, string>({ name: 'meta', encoding: 'json' }),
        };
      } catch (error) {
        throw asStoreError(error, `Cannot open the database in ${this.path}`);
      }
    }
    if (!this.upgraded) {
      // Not marked done when it throws: every call refuses until db.json is fixed or moved aside.
      this.importLegacy(this.handles);
      this.upgraded = true;
    }
    return this.handles;
  }

  /**
   * First-release upgrade: imports DATA_DIR/db.json, all of it in one write transaction together
   * with the import marker, so that of several processes opening the folder at once exactly one
   * imports (the others find the marker under the write lock) and a crash leaves either nothing
   * or everything. Then the file is renamed to LEGACY_BACKUP_FILE and never read again (a crash
   * before the rename: the marker says it was imported, and the next open renames it). Media
   * files stay where they are; their metadata (media/{id}) is part of the tree. A db.json that
   * is not valid JSON or breaks the database rules is refused ('corrupt') and left untouched.
   * A store that already holds data does not import it; a warning says so.
   */
  private importLegacy(h: Handles): void {
    const file = path.join(this.dir, LEGACY_DATA_FILE);
    if (!existsSync(file)) return;
    h.root.resetReadTxn();
    if (h.meta.get(IMPORT_MARKER) !== undefined) return this.setAsideLegacy(file);
    const refuseNonEmpty = () =>
      warnOnce(
        `${file} was not imported: the database in ${this.path} already holds data. Move the file aside to silence this, or empty ${this.path} to import it.`,
      );
    if (!isEmpty(h)) return refuseNonEmpty();

    const tree = readLegacyFile(file);
    // Another process imported it and set it aside between the check above and this read.
    if (tree === undefined) return h.root.resetReadTxn();
    let leaves: Change['leaves'];
    try {
      leaves = change([], tree).leaves;
    } catch (error) {
      throw new StoreError('corrupt', `Data file ${file} cannot be imported: ${(error as Error).message}`);
    }
    let outcome = 'already' as 'imported' | 'already' | 'not-empty';
    this.inTransaction(h, () => {
      if (h.meta.get(IMPORT_MARKER) !== undefined) return lmdb!.ABORT;
      if (!isEmpty(h)) {
        outcome = 'not-empty';
        return lmdb!.ABORT;
      }
      for (const [key, leaf] of leaves) h.content.putSync(key, leaf);
      h.meta.putSync(IMPORT_MARKER, {
        from: LEGACY_DATA_FILE,
        backup: LEGACY_BACKUP_FILE,
        at: new Date().toISOString(),
        entries: leaves.length,
      });
      outcome = 'imported';
    });
    if (outcome === 'not-empty') return refuseNonEmpty();
    if (outcome === 'imported') {
      console.log(
        `${LOG_PREFIX} Imported ${file} (${leaves.length} values) into ${this.path}; the old file is kept as ${LEGACY_BACKUP_FILE}`,
      );
    }
    this.setAsideLegacy(file);
  }

  private setAsideLegacy(file: string): void {
    const backup = path.join(this.dir, LEGACY_BACKUP_FILE);
    if (existsSync(backup)) {
      warnOnce(`${file} is ignored: a db.json was already imported into ${this.path} (backup: ${backup}).`);
      return;
    }
    try {
      renameSync(file, backup);
    } catch (error) {
      // Another process renamed it first (ENOENT); otherwise the marker still keeps it unread.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        warnOnce(`could not rename ${file} to ${backup} (${(error as Error).message}); it is ignored.`);
      }
    }
  }
}

function isEmpty(h: Handles): boolean {
  for (const _ of h.content.getKeys({ limit: 1 })) return false;
  return true;
}

function readLegacyFile(file: string): StoreValue | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError('io', `Cannot read data file ${file}: ${(error as Error).message}`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StoreError(
      'corrupt',
      `Data file ${file} is not valid JSON (${(error as Error).message}), so it cannot be imported. It was left untouched; restore it from a backup or move it aside.`,
      { cause: error },
    );
  }
  try {
    return normalizeValue(parsed);
  } catch (error) {
    throw new StoreError(
      'corrupt',
      `Data file ${file} breaks the database rules (${(error as Error).message}), so it cannot be imported. It was left untouched.`,
      { cause: error },
    );
  }
}

/** A planned write: the node at `keys` becomes `value` (normalized; null removes it). */
function change(keys: string[], value: StoreValue): Change {
  assertPathFits(keys);
  const leaves = flatten(keys, value).map(([leafKeys, leaf]): [Buffer, Leaf] => {
    assertPathFits(leafKeys);
    return [encodeKey(leafKeys), leaf];
  });
  return { keys, leaves };
}

function flatten(keys: string[], value: StoreValue, out: [string[], Leaf][] = []): [string[], Leaf][] {
  if (value === null) return out;
  if (typeof value !== 'object') {
    out.push([keys, value]);
    return out;
  }
  for (const key of Object.keys(value)) flatten([...keys, key], value[key], out);
  return out;
}

function assertPathFits(keys: string[]): void {
  for (const key of keys) {
    // A lone surrogate has no UTF-8 form: two such keys would map to the same stored key.
    if (!key.isWellFormed()) {
      throw new StoreError('invalid-key', `Key ${JSON.stringify(key)} is not valid Unicode (a lone surrogate)`);
    }
  }
  const bytes = keys.reduce((n, key) => n + Buffer.byteLength(key, 'utf8'), Math.max(keys.length - 1, 0));
  // +1: the range under a node ends at `path0`.
  if (bytes + 1 > MAX_PATH_BYTES) {
    const shown = keys.join('/');
    throw new StoreError(
      'invalid-path',
      `Path "${shown.length > 80 ? `${shown.slice(0, 80)}…` : shown}" is ${bytes} bytes long; the embedded database stores paths of up to ${MAX_PATH_BYTES - 1} bytes`,
    );
  }
}

function encodeKey(keys: string[]): Buffer {
  return Buffer.from(keys.join('/'), 'utf8');
}

/** [`path/`, `path0`): every key strictly under `path`, since '0' is the byte after '/'. */
function rangeUnder(exact: Buffer): [Buffer, Buffer] {
  return [Buffer.concat([exact, Buffer.from('/')]), Buffer.concat([exact, Buffer.from('0')])];
}

function sameEntries(a: [string, Leaf][], b: [string, Leaf][]): boolean {
  return a.length === b.length && a.every(([key, value], i) => key === b[i][0] && Object.is(value, b[i][1]));
}

/** LMDB's "map full" and the system's "no space left on device". */
const DISK_FULL = /MDB_MAP_FULL|ENOSPC|No space left/i;

/** How LMDB reports a write the file system cut short (it gives EIO for a partial write). */
const CUT_SHORT = /EIO|Input\/output error/i;
/** Below this much free space, a write cut short is put down to a full disk. */
const LOW_SPACE_BYTES = 1024 * 1024;

/** True when the file system holding `dir` has (almost) no room left for its user. */
function noRoomLeft(dir: string): boolean {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize < LOW_SPACE_BYTES;
  } catch {
    return false;
  }
}

/** `full`: asked only for a write cut short, whether the disk has no room left (then it is a full disk). */
function asStoreError(error: unknown, context: string, full?: () => boolean): StoreError {
  if (isStoreError(error)) return error;
  const { message = String(error), code } = (error ?? {}) as { message?: string; code?: unknown };
  const said = `${message} ${String(code)}`;
  if (DISK_FULL.test(said) || (full && CUT_SHORT.test(said) && full())) {
    return new StoreError('full', `${context}: the disk is full (${message})`, { cause: error });
  }
  return new StoreError('io', `${context}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
}
