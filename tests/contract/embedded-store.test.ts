import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StoreError } from '@/lib/store/errors';
import { EmbeddedStore, LEGACY_BACKUP_FILE, LEGACY_DATA_FILE, STORE_DIR_NAME } from '@/lib/store/embedded-store';
import type { Store } from '@/lib/store/types';
import { runStoreContract } from './store-contract';

const dirs: string[] = [];
const open: EmbeddedStore[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
  dirs.push(dir);
  return dir;
}
function handle(dir: string) {
  const store = new EmbeddedStore(dir);
  open.push(store);
  return store;
}
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const STORE_MODULE = path.resolve('lib/store/embedded-store.ts');
const CHILD_PRELUDE = `const { EmbeddedStore } = require(${JSON.stringify(STORE_MODULE)});`;

/** Runs `body` (async JS, with `store` open on `dir`) in a separate Node process; returns its stdout. */
function childSync(dir: string, body: string): string {
  const code = `${CHILD_PRELUDE}
    (async () => { const store = new EmbeddedStore(${JSON.stringify(dir)}); ${body}; await store.close(); })()
      .catch((e) => { console.error(e); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`child failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Like childSync, but asynchronous: for several processes at once. */
function child(dir: string, body: string): Promise<string> {
  const code = `${CHILD_PRELUDE}
    (async () => { const store = new EmbeddedStore(${JSON.stringify(dir)}); ${body}; await store.close(); })()
      .catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk) => (out += String(chunk)));
    proc.stderr.on('data', (chunk) => (err += String(chunk)));
    const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
    proc.on('exit', (status) => {
      clearTimeout(timer);
      if (status === 0) resolve(out);
      else reject(new Error(`child failed (${status}): ${err}`));
    });
  });
}

// The contract's `interfere` writes through a second, independent handle on the same folder (its
// own LMDB environment handle and read snapshot). EmbeddedStore commits a write before set()
// returns its promise, so the change is on disk when the transaction under test commits.
const seconds = new WeakMap<Store, EmbeddedStore>();
runStoreContract('embedded (LMDB)', {
  create: async () => {
    const dir = await tempDir();
    const store = new EmbeddedStore(dir);
    seconds.set(store, new EmbeddedStore(dir));
    return store;
  },
  interfere: (store, p, value) => seconds.get(store)!.set(p, value),
  dispose: async (store) => {
    await seconds.get(store)?.close();
    await store.close?.();
  },
});

describe('EmbeddedStore on disk', () => {
  it('keeps data across handles (a restart)', async () => {
    const dir = await tempDir();
    const first = new EmbeddedStore(dir);
    await first.set('persisted/value', 'kept');
    await first.close();
    expect(await handle(dir).get('persisted/value')).toBe('kept');
    expect(await readdir(dir)).toEqual([STORE_DIR_NAME]);
  });

  it('refuses calls after close with a StoreError', async () => {
    const store = new EmbeddedStore(await tempDir());
    await store.set('a', 1);
    await store.close();
    await expect(store.get('a')).rejects.toMatchObject({ code: 'io' });
  });

  it('lets two handles see each other’s writes at once', async () => {
    const dir = await tempDir();
    const a = handle(dir);
    const b = handle(dir);
    await a.set('shared', 1);
    expect(await b.get('shared')).toBe(1);
    await b.set('shared', 2);
    expect(await a.get('shared')).toBe(2);
    await a.update('', { other: 'x' });
    expect(await b.get('')).toEqual({ shared: 2, other: 'x' });
  });

  it('shares data with another process, both ways', async () => {
    const dir = await tempDir();
    const store = handle(dir);
    await store.set('from/parent', { n: 1 });
    const seen = childSync(
      dir,
      `console.log(JSON.stringify(await store.get('from'))); await store.set('from/child', [true, 'y'])`,
    );
    expect(JSON.parse(seen)).toEqual({ parent: { n: 1 } });
    expect(await store.get('from')).toEqual({ parent: { n: 1 }, child: [true, 'y'] });
  }, 60_000);

  it('runs a transaction again when another process changes its node between read and commit', async () => {
    const dir = await tempDir();
    const store = handle(dir);
    await store.set('counter', 1);
    const seen: (number | null)[] = [];
    const result = await store.transaction<number>('counter', (n) => {
      seen.push(n);
      if (seen.length === 1) childSync(dir, `await store.set('counter', 41)`);
      return (n ?? 0) + 1;
    });
    expect(seen).toEqual([1, 41]);
    expect(result).toEqual({ committed: true, value: 42 });
    expect(await store.get('counter')).toBe(42);
  }, 60_000);

  it('replaces a scalar by an object under it, and an object by a scalar', async () => {
    const store = handle(await tempDir());
    await store.set('n', 5);
    await store.set('n/child', 'c');
    expect(await store.get('n')).toEqual({ child: 'c' });
    await store.update('n', { 'deep/er': 1 });
    expect(await store.get('')).toEqual({ n: { child: 'c', deep: { er: 1 } } });
    await store.set('n', 'flat');
    expect(await store.get('')).toEqual({ n: 'flat' });
    expect(await store.get('n/child')).toBeNull();
  });

  it('keeps siblings whose names share a prefix apart', async () => {
    const store = handle(await tempDir());
    await store.set('', { a: { x: 1 }, 'a-b': 2, a0: 3, ab: 4, é: { z: 5 } });
    expect(await store.get('a')).toEqual({ x: 1 });
    await store.remove('a');
    expect(await store.get('')).toEqual({ 'a-b': 2, a0: 3, ab: 4, é: { z: 5 } });
    await store.set('', null);
    expect(await store.get('')).toBeNull();
  });

  it('refuses a path longer than the database’s key limit with a StoreError and writes nothing', async () => {
    const store = handle(await tempDir());
    const long = Array.from({ length: 4 }, (_, i) => `${i}`.repeat(600)).join('/');
    await expect(store.set(long, 1)).rejects.toMatchObject({ code: 'invalid-path' });
    await expect(store.get(long)).rejects.toMatchObject({ code: 'invalid-path' });
    await expect(store.transaction(long, () => 1)).rejects.toMatchObject({ code: 'invalid-path' });
    // The path is short, but a leaf inside the value is not: the whole write is refused.
    await expect(
      store.set('ok', {
        fine: 1,
        deep: { [`${'k'.repeat(700)}`]: { [`${'q'.repeat(700)}`]: { [`${'z'.repeat(700)}`]: 1 } } },
      }),
    ).rejects.toThrow(StoreError);
    expect(await store.get('')).toBeNull();
    await store.set('ok', 'still works');
    expect(await store.get('ok')).toBe('still works');
  });

  it('keeps strings exactly, lone surrogates included, and refuses keys that have no UTF-8 form', async () => {
    const store = handle(await tempDir());
    await store.set('s', { lone: 'a\ud800b', emoji: '😀', nul: '\u0000' });
    expect(await store.get('s')).toEqual({ lone: 'a\ud800b', emoji: '😀', nul: '\u0000' });
    await expect(store.set('k\ud800', 1)).rejects.toMatchObject({ code: 'invalid-key' });
  });
});

describe('upgrade from a first-release data folder (db.json)', () => {
  const LEGACY = {
    user: {
      home: { name: 'Nova', tagline: 'Full-Stack Developer' },
      skills: { '-Nabc000000000000001': { name: 'TypeScript', order: 0 } },
    },
    feedbacks: { '-Nfb00000000000000001': { yourMail: 'a@example.com', subject: 'Hi', message: 'Hello' } },
    admin: { credentials: { username: 'owner', hash: 'scrypt$abc$def' }, sessionVersion: 3 },
    media: { '-Nmedia0000000000001': { contentType: 'image/webp', size: 4, createdAt: 1700000000000 } },
    stats: { counters: { total: 12, unique: 5 } },
  };

  async function legacyFolder(data: unknown = LEGACY): Promise<string> {
    const dir = await tempDir();
    await writeFile(path.join(dir, LEGACY_DATA_FILE), JSON.stringify(data));
    await mkdir(path.join(dir, 'media'));
    await writeFile(path.join(dir, 'media', '-Nmedia0000000000001'), 'RIFF');
    return dir;
  }

  it('imports everything on first open, keeps the old file as a backup, and leaves media files alone', async () => {
    const dir = await legacyFolder();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const store = handle(dir);
      expect(await store.get('')).toEqual(LEGACY);
      expect(await store.get('admin/credentials/hash')).toBe('scrypt$abc$def');
      expect(await store.get('media/-Nmedia0000000000001/contentType')).toBe('image/webp');
      expect(log.mock.calls.filter(([line]) => String(line).includes('Imported'))).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(dir, LEGACY_DATA_FILE))).toBe(false);
    expect(JSON.parse(await readFile(path.join(dir, LEGACY_BACKUP_FILE), 'utf8'))).toEqual(LEGACY);
    expect(await readFile(path.join(dir, 'media', '-Nmedia0000000000001'), 'utf8')).toBe('RIFF');
  });

  it('imports once: later opens neither import again nor read the backup', async () => {
    const dir = await legacyFolder();
    const first = new EmbeddedStore(dir);
    await first.set('user/home/name', 'Changed after the upgrade');
    await first.close();
    // As if the process had died between the import's commit and the rename: the file is back.
    await copyFile(path.join(dir, LEGACY_BACKUP_FILE), path.join(dir, LEGACY_DATA_FILE));
    await rm(path.join(dir, LEGACY_BACKUP_FILE));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await handle(dir).get('user/home/name')).toBe('Changed after the upgrade');
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(dir, LEGACY_DATA_FILE))).toBe(false);
    expect(existsSync(path.join(dir, LEGACY_BACKUP_FILE))).toBe(true);
  });

  it('imports exactly once when several processes open the folder at the same moment', async () => {
    const dir = await legacyFolder();
    const go = path.join(dir, 'go');
    const waitForGo = `for (let i = 0; i < 600 && !require('node:fs').existsSync(${JSON.stringify(go)}); i++) await new Promise((r) => setTimeout(r, 25))`;
    const outputs = Array.from({ length: 4 }, () =>
      child(dir, `${waitForGo}; console.log('home=' + JSON.stringify(await store.get('user/home')))`),
    );
    await new Promise((r) => setTimeout(r, 3000)); // let the children start and wait
    writeFileSync(go, '');
    const lines = (await Promise.all(outputs)).join('\n');
    expect(lines.match(/Imported /g)).toHaveLength(1);
    expect(lines.match(/home=\{"name":"Nova","tagline":"Full-Stack Developer"\}/g)).toHaveLength(4);
    expect(await handle(dir).get('')).toEqual(LEGACY);
  }, 90_000);

  it('refuses a db.json that is not JSON, names it, imports nothing and leaves it untouched', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LEGACY_DATA_FILE);
    await writeFile(file, '{"user": {"half": ');
    const store = handle(dir);
    await expect(store.get('user')).rejects.toThrow(StoreError);
    await expect(store.get('user')).rejects.toThrow(file);
    await expect(store.set('user/x', 1)).rejects.toMatchObject({ code: 'corrupt' });
    expect(readFileSync(file, 'utf8')).toBe('{"user": {"half": ');
    expect(existsSync(path.join(dir, LEGACY_BACKUP_FILE))).toBe(false);
    // Once the file is repaired, the next call imports it.
    await writeFile(file, '{"user": {"whole": true}}');
    expect(await store.get('')).toEqual({ user: { whole: true } });
  });

  it('refuses a db.json that breaks the database rules', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, LEGACY_DATA_FILE), '{"bad.key": 1}');
    await expect(handle(dir).get('')).rejects.toMatchObject({ code: 'corrupt' });
    expect(readFileSync(path.join(dir, LEGACY_DATA_FILE), 'utf8')).toBe('{"bad.key": 1}');
  });

  it('does not import into a store that already holds data, and says so', async () => {
    const dir = await tempDir();
    const existing = new EmbeddedStore(dir);
    await existing.set('user/home/name', 'Current');
    await existing.close();
    await writeFile(path.join(dir, LEGACY_DATA_FILE), JSON.stringify(LEGACY));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await handle(dir).get('')).toEqual({ user: { home: { name: 'Current' } } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('was not imported');
    } finally {
      warn.mockRestore();
    }
    expect(JSON.parse(await readFile(path.join(dir, LEGACY_DATA_FILE), 'utf8'))).toEqual(LEGACY);
  });

  it('leaves a db.json that appears after the import alone, with a warning', async () => {
    const dir = await legacyFolder();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await handle(dir).get('');
    log.mockRestore();
    await rename(path.join(dir, LEGACY_BACKUP_FILE), path.join(dir, 'keep'));
    await writeFile(path.join(dir, LEGACY_BACKUP_FILE), '{}');
    await writeFile(path.join(dir, LEGACY_DATA_FILE), '{"user": {"late": 1}}');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await handle(dir).get('user/late')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
    expect(readFileSync(path.join(dir, LEGACY_DATA_FILE), 'utf8')).toBe('{"user": {"late": 1}}');
  });
});
