import { randomBytes } from 'node:crypto';
import { deleteApp, type App } from 'firebase-admin/app';
import { parseEnv } from '@/lib/env';
import { initFirebaseAdmin } from '@/lib/firebase/admin-app';
import { BucketMediaStore } from '@/lib/media/firebase-media';
import { firebaseEnv } from '../helpers/firebase-credentials';
import { startStorageEmulator } from '../helpers/storage-emulator';

let storage: Awaited<ReturnType<typeof startStorageEmulator>>;
let app: App;
const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

beforeAll(async () => {
  storage = await startStorageEmulator();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host;
  const config = parseEnv(
    firebaseEnv('http://127.0.0.1:9?ns=x', { FIREBASE_STORAGE_BUCKET: 'portfolio-test.appspot.com' }),
  );
  app = initFirebaseAdmin(config.firebase.admin!, 'bucket-test');
});
afterAll(async () => {
  await deleteApp(app);
  await storage.stop();
  if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved;
  delete process.env.STORAGE_EMULATOR_HOST;
});

describe('BucketMediaStore (Cloud Storage API stand-in on 127.0.0.1)', () => {
  it('uploads under media/ in the configured bucket, reads back byte for byte, and deletes', async () => {
    const media = new BucketMediaStore(app);
    const bytes = randomBytes(300_000);
    const { id, url } = await media.put({ bytes, contentType: 'image/webp' });
    expect(url).toBe(`/media/${id}`);
    expect([...storage.objects.keys()]).toEqual([`portfolio-test.appspot.com/media/${id}`]);
    const back = await media.get(id);
    expect(back?.contentType).toBe('image/webp');
    expect(back?.bytes.equals(bytes)).toBe(true);
    await media.remove(id);
    expect(storage.objects.size).toBe(0);
    expect(await media.get(id)).toBeNull();
    await media.remove(id);
  });

  it('answers null for malformed ids without calling storage', async () => {
    const media = new BucketMediaStore(app);
    expect(await media.get('../../etc/passwd')).toBeNull();
    await expect(media.put({ bytes: Buffer.from('<svg/>'), contentType: 'text/html' })).rejects.toThrow(
      'not an image type',
    );
  });

  it("lists what the bucket holds (size, type, date) and restores a backup's file under its own id, once", async () => {
    const media = new BucketMediaStore(app);
    const bytes = randomBytes(5000);
    const { id } = await media.put({ bytes, contentType: 'image/webp' });
    const restoredId = '-Restored0000000000B';
    expect(await media.restore(restoredId, { bytes, contentType: 'image/png' })).toBe('restored');
    expect(await media.restore(restoredId, { bytes: randomBytes(10), contentType: 'image/png' })).toBe('present');
    const listed = (await media.list()).sort((a, b) => a.id.localeCompare(b.id));
    expect(listed.map(({ id: listedId, contentType, size }) => ({ id: listedId, contentType, size }))).toEqual(
      [
        { id, contentType: 'image/webp', size: 5000 },
        { id: restoredId, contentType: 'image/png', size: 5000 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await media.get(restoredId))?.bytes.equals(bytes)).toBe(true);
    await media.remove(id);
    await media.remove(restoredId);
    expect(await media.list()).toEqual([]);
  });
});
