import { mkdtemp, rm, writeFile, readFile, readdir } from 'node:fs/promises';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_FILE_NAME, FileStore } from '@/lib/store/file-store';
import { StoreError } from '@/lib/store/errors';
import { runStoreContract } from './store-contract';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

runStoreContract('file', {
  create: async () => new FileStore(await tempDir()),
  interfere: (store, p, value) => {
    // Another process rewriting the data file while a transaction runs.
    const file = (store as FileStore).file;
    const tree = JSON.parse(readFileSync(file, 'utf8'));
    tree[p] = value;
    writeFileSync(`${file}.other`, JSON.stringify(tree));
    renameSync(`${file}.other`, file);
  },
});

describe('FileStore on disk', () => {
  it('keeps data across instances (a restart)', async () => {
    const dir = await tempDir();
    await new FileStore(dir).set('persisted/value', 'kept');
    expect(await new FileStore(dir).get('persisted/value')).toBe('kept');
  });

  it('writes the data file as JSON and leaves no temp files behind', async () => {
    const dir = await tempDir();
    const store = new FileStore(dir);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set(`k${i}`, i)));
    expect(JSON.parse(await readFile(path.join(dir, DATA_FILE_NAME), 'utf8')).k19).toBe(19);
    expect(await readdir(dir)).toEqual([DATA_FILE_NAME]);
  });

  it('fails with a clear error naming the file when it is corrupt, and leaves it untouched', async () => {
    const dir = await tempDir();
    const file = path.join(dir, DATA_FILE_NAME);
    await writeFile(file, '{"user": {"half": ');
    const store = new FileStore(dir);
    await expect(store.get('user')).rejects.toThrow(StoreError);
    await expect(store.get('user')).rejects.toThrow(file);
    await expect(store.set('user/x', 1)).rejects.toMatchObject({ code: 'corrupt' });
    expect(await readFile(file, 'utf8')).toBe('{"user": {"half": ');
  });

  it('refuses a data file that breaks the database rules', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, DATA_FILE_NAME), '{"bad.key": 1}');
    await expect(new FileStore(dir).get('')).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('sees changes another process made to the file', async () => {
    const dir = await tempDir();
    const a = new FileStore(dir);
    const b = new FileStore(dir);
    await a.set('shared', 1);
    expect(await b.get('shared')).toBe(1);
    await b.set('shared', 2);
    expect(await a.get('shared')).toBe(2);
    await a.update('', { other: 'x' });
    expect(await b.get('')).toEqual({ shared: 2, other: 'x' });
  });
});
