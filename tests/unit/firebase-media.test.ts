import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { DB_LIMITS } from '@/lib/constants';
import { DatabaseMediaStore, MEDIA_CHUNK_CHARS } from '@/lib/media/firebase-media';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

jest.setTimeout(120_000);

let server: TestDatabaseServer;
let store: FirebaseStore;
beforeAll(async () => {
  server = await startDatabaseServer();
  const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, 'media-test');
  store = new FirebaseStore(getDatabase(app), () => deleteApp(app));
});
afterAll(async () => {
  await store.close();
  await server.stop();
});

describe('DatabaseMediaStore on firebase-server', () => {
  it('keeps chunks below the string limit', () => {
    expect(MEDIA_CHUNK_CHARS).toBeLessThan(DB_LIMITS.maxStringBytes);
  });

  it('round-trips an image larger than one chunk, byte for byte', async () => {
    const media = new DatabaseMediaStore(store);
    const bytes = randomBytes(4 * 1024 * 1024); // 5.6 MB of base64: two chunks
    const { id, url } = await media.put({ bytes, contentType: 'image/webp' });
    expect(url).toBe(`/media/${id}`);
    const stored = (await store.get<{ chunks: Record<string, string>; size: number }>(`media/${id}`))!;
    expect(Object.keys(stored.chunks)).toHaveLength(2);
    expect(stored.size).toBe(bytes.length);
    const back = await media.get(id);
    expect(back?.contentType).toBe('image/webp');
    expect(back?.bytes.equals(bytes)).toBe(true);
    await media.remove(id);
    expect(await media.get(id)).toBeNull();
    expect(await store.get(`media/${id}`)).toBeNull();
  });

  it('stores small images in one chunk and gives each its own id', async () => {
    const media = new DatabaseMediaStore(store);
    const a = await media.put({ bytes: Buffer.from('png-bytes'), contentType: 'image/png' });
    const b = await media.put({ bytes: Buffer.from('other'), contentType: 'image/avif' });
    expect(a.id).not.toBe(b.id);
    expect((await media.get(a.id))?.bytes.toString()).toBe('png-bytes');
    expect((await media.get(b.id))?.contentType).toBe('image/avif');
  });

  it("keeps the owner's résumé PDFs too", async () => {
    const media = new DatabaseMediaStore(store);
    const pdf = await media.put({ bytes: Buffer.from('%PDF-1.7\n%%EOF'), contentType: 'application/pdf' });
    expect((await media.get(pdf.id))?.contentType).toBe('application/pdf');
  });

  it('answers null for unknown or malformed ids and refuses non-images', async () => {
    const media = new DatabaseMediaStore(store);
    expect(await media.get('-AAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(await media.get('../admin')).toBeNull();
    expect(await media.get('a.b')).toBeNull();
    await expect(media.put({ bytes: Buffer.from('x'), contentType: 'text/html' })).rejects.toThrow('not an image type');
    await expect(media.put({ bytes: Buffer.alloc(0), contentType: 'image/png' })).rejects.toThrow('non-empty');
  });

  it("lists what it holds (size, type, date) and restores a backup's file under its own id, once", async () => {
    const media = new DatabaseMediaStore(store);
    const bytes = randomBytes(2000);
    const before = Date.now();
    const { id } = await media.put({ bytes, contentType: 'image/webp' });
    const listed = (await media.list()).find((item) => item.id === id);
    expect(listed).toMatchObject({ id, contentType: 'image/webp', size: 2000 });
    expect(listed!.createdAt).toBeGreaterThanOrEqual(before);

    const restoredId = '-Restored0000000000A';
    expect(await media.restore(restoredId, { bytes, contentType: 'image/webp' })).toBe('restored');
    expect((await media.get(restoredId))?.bytes.equals(bytes)).toBe(true);
    expect(await media.restore(restoredId, { bytes: randomBytes(10), contentType: 'image/webp' })).toBe('present');
    expect((await media.get(restoredId))?.bytes.equals(bytes)).toBe(true);
    expect(await media.restore('../x', { bytes, contentType: 'image/webp' })).toBe(false);
    await media.remove(restoredId);
    await media.remove(id);
  });
});
