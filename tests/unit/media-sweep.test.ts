import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileMediaStore, mediaDir } from '@/lib/media/file-media-store';
import { INTERRUPTED_UPLOAD_MIN_AGE_MS, sweepInterruptedUploads } from '@/lib/media/sweep';
import { EmbeddedStore } from '@/lib/store/embedded-store';

describe('start-up sweep of the media folder', () => {
  let dataDir: string;
  let store: EmbeddedStore;
  let dir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'media-sweep-'));
    store = new EmbeddedStore(dataDir);
    dir = mediaDir({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const now = Date.now();
  const age = async (name: string, ms: number) => {
    const when = new Date(now - ms);
    await utimes(path.join(dir, name), when, when);
  };
  const old = INTERRUPTED_UPLOAD_MIN_AGE_MS + 60_000;

  it('removes old temporary files and old files no record names; keeps recorded, young and other entries', async () => {
    const media = new FileMediaStore(dir, store);
    const { id: kept } = await media.put({ bytes: Buffer.from('kept'), contentType: 'image/webp' });
    // What a kill leaves: the file of an upload whose record was never written, and a temporary file.
    const files = {
      orphan: 'Orphan_upload-1',
      temp: `${kept}.1a2b3c4d`,
      youngOrphan: 'Young_upload-2',
      youngTemp: 'Young_upload-2.5e6f7a8b',
    };
    for (const name of Object.values(files)) await writeFile(path.join(dir, name), 'partial');
    await mkdir(path.join(dir, 'folder'));
    for (const name of [kept, files.orphan, files.temp, 'folder']) await age(name, old);
    await age(files.youngOrphan, INTERRUPTED_UPLOAD_MIN_AGE_MS - 60_000);

    const removed = await sweepInterruptedUploads(dir, store, now);

    expect(removed.sort()).toEqual([files.orphan, files.temp].sort());
    expect((await readdir(dir)).sort()).toEqual([kept, files.youngOrphan, files.youngTemp, 'folder'].sort());
    expect((await media.get(kept))?.bytes.toString()).toBe('kept');
    expect(await media.list()).toHaveLength(1);
  });

  it('keeps a file once its record exists, whatever its age; a removed record lets its file go', async () => {
    const media = new FileMediaStore(dir, store);
    const { id } = await media.put({ bytes: Buffer.from('x'), contentType: 'image/webp' });
    await age(id, 365 * 24 * 3600_000);
    expect(await sweepInterruptedUploads(dir, store, now)).toEqual([]);
    // A kill between removing a record and its file (FileMediaStore.remove) leaves the file.
    await store.remove(`media/${id}`);
    expect(await sweepInterruptedUploads(dir, store, now)).toEqual([id]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers nothing when there is no media folder yet', async () => {
    expect(await sweepInterruptedUploads(dir, store, now)).toEqual([]);
  });
});
