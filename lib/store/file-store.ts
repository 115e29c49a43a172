import { promises as fs, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { DB_LIMITS } from '@/lib/constants';
import { StoreError } from './errors';
import { pushId } from './push-id';
import { normalizeValue, parsePath, presentValue } from './rules';
import { getAt, setAt } from './tree';
import type { Store, StoreValue, TransactionResult } from './types';

export const DATA_FILE_NAME = 'db.json';

interface Loaded {
  tree: StoreValue;
  /** identity of the file the tree came from; a rename by another writer changes it */
  stamp: string;
}

/**
 * The embedded backend: one JSON tree in `<dir>/db.json`. Writes in this process run one at a
 * time, each written to a temp file, fsynced and renamed over the old one, so the file is
 * always either the old or the new tree. A change made by another process (the CLI) is
 * noticed by the file's identity and reloaded before the next write.
 */
export class FileStore implements Store {
  readonly backend = 'file' as const;
  readonly file: string;
  private loaded: Loaded | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {
    this.file = path.join(dir, DATA_FILE_NAME);
  }

  async get<T = StoreValue>(p: string): Promise<T | null> {
    const keys = parsePath(p);
    const { tree } = await this.current();
    return presentValue(getAt(tree, keys)) as T | null;
  }

  set(p: string, value: unknown): Promise<void> {
    const keys = parsePath(p);
    const normalized = normalizeValue(value);
    return this.write((tree) => setAt(tree, keys, normalized));
  }

  update(p: string, patch: Record<string, unknown>): Promise<void> {
    const base = parsePath(p);
    if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
      return Promise.reject(new StoreError('invalid-value', 'update() takes an object of paths to values'));
    }
    const changes = Object.keys(patch).map((rel) => {
      const relKeys = parsePath(rel);
      if (relKeys.length === 0) throw new StoreError('invalid-path', 'update() paths must not be empty');
      const value = patch[rel];
      if (value === undefined) throw new StoreError('invalid-value', `update() value for "${rel}" is undefined`);
      return { keys: [...base, ...relKeys], value: normalizeValue(value) };
    });
    assertNoOverlap(changes.map((c) => c.keys));
    return this.write((tree) => changes.reduce((t, c) => setAt(t, c.keys, c.value), tree));
  }

  remove(p: string): Promise<void> {
    const keys = parsePath(p);
    return this.write((tree) => setAt(tree, keys, null));
  }

  async push(p: string, value: unknown): Promise<string> {
    const keys = parsePath(p);
    const normalized = normalizeValue(value);
    const id = pushId();
    await this.write((tree) => setAt(tree, [...keys, id], normalized));
    return id;
  }

  transaction<T = StoreValue>(
    p: string,
    fn: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    const keys = parsePath(p);
    return this.serial(async () => {
      for (let attempt = 0; attempt < DB_LIMITS.transactionMaxRetries; attempt++) {
        const before = await this.current();
        const currentValue = presentValue(getAt(before.tree, keys)) as T | null;
        const next = fn(currentValue);
        if (next === undefined) return { committed: false, value: currentValue };
        const normalized = normalizeValue(next);
        // Another process may have replaced the file while fn ran: then run fn again on its data.
        const latest = await this.current();
        if (latest.stamp !== before.stamp) continue;
        const tree = setAt(latest.tree, keys, normalized);
        await this.persist(tree);
        return { committed: true, value: presentValue(normalized) as T | null };
      }
      throw new StoreError(
        'maxretry',
        `Transaction at "${p}" gave up after ${DB_LIMITS.transactionMaxRetries} attempts`,
      );
    });
  }

  private write(change: (tree: StoreValue) => StoreValue): Promise<void> {
    return this.serial(async () => {
      const { tree } = await this.current();
      await this.persist(change(tree));
    });
  }

  private serial<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The tree as on disk, reloading only when the file was replaced since we last read it. */
  private async current(): Promise<Loaded> {
    const stamp = await this.stamp();
    if (this.loaded && this.loaded.stamp === stamp) return this.loaded;
    const tree = stamp === 'missing' ? null : await this.read();
    this.loaded = { tree, stamp };
    return this.loaded;
  }

  private async stamp(): Promise<string> {
    try {
      const st = await fs.stat(this.file, { bigint: true });
      return `${st.ino}:${st.mtimeNs}:${st.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw new StoreError('io', `Cannot read data file ${this.file}: ${(error as Error).message}`, { cause: error });
    }
  }

  private async read(): Promise<StoreValue> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (error) {
      throw new StoreError('io', `Cannot read data file ${this.file}: ${(error as Error).message}`, { cause: error });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new StoreError(
        'corrupt',
        `Data file ${this.file} is not valid JSON (${(error as Error).message}). It was left untouched; restore it from a backup or move it aside.`,
        { cause: error },
      );
    }
    try {
      return normalizeValue(parsed);
    } catch (error) {
      throw new StoreError('corrupt', `Data file ${this.file} breaks the database rules: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  private async persist(tree: StoreValue): Promise<void> {
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await writeFileAtomic(this.file, JSON.stringify(tree ?? null), { fsync: true, mode: 0o600 });
      await fsyncDir(this.dir);
    } catch (error) {
      throw new StoreError('io', `Cannot write data file ${this.file}: ${(error as Error).message}`, { cause: error });
    }
    this.loaded = { tree, stamp: await this.stamp() };
  }
}

async function fsyncDir(dir: string) {
  // Makes the rename itself durable; not supported on every platform, where it is skipped.
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, fsConstants.O_RDONLY);
    await handle.sync();
  } catch {
    /* directory fsync is best effort */
  } finally {
    await handle?.close();
  }
}

function assertNoOverlap(paths: string[][]) {
  const joined = paths.map((k) => k.join('/'));
  for (let i = 0; i < joined.length; i++) {
    for (let j = 0; j < joined.length; j++) {
      if (i !== j && (joined[j] === joined[i] || joined[j].startsWith(`${joined[i]}/`))) {
        throw new StoreError('invalid-path', `update() paths "${joined[i]}" and "${joined[j]}" overlap`);
      }
    }
  }
}
