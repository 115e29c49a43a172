import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { parseEnv } from '@/lib/env';
import { createStore } from '@/lib/store/create';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { firebaseEnv } from '../helpers/firebase-credentials';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

let server: TestDatabaseServer;
let dir: string;
beforeAll(async () => {
  server = await startDatabaseServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'create-store-'));
});
afterAll(async () => {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('createStore', () => {
  it('refuses the file backend in a Vercel production deployment, with a clear message', () => {
    const config = parseEnv({ VERCEL: '1', VERCEL_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 's'.repeat(32) });
    expect(() => createStore(config)).toThrow(FIREBASE_MESSAGES.fileBackendOnVercel);
  });

  it('keeps the file backend for previews and local runs', () => {
    expect(createStore(parseEnv({ VERCEL: '1', VERCEL_ENV: 'preview', DATA_DIR: dir }))).toBeInstanceOf(EmbeddedStore);
    expect(createStore(parseEnv({ DATA_DIR: dir })).backend).toBe('file');
  });

  it('returns a working Firebase store for DATA_BACKEND=firebase, also on Vercel production', async () => {
    const config = parseEnv(
      firebaseEnv(server.url(), { VERCEL: '1', VERCEL_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }),
    );
    const store = createStore(config);
    try {
      expect(store.backend).toBe('firebase');
      await store.set('user/home/quote', 'from the factory');
      expect(await server.value()).toEqual({ user: { home: { quote: 'from the factory' } } });
      expect(await store.get('user/home')).toEqual({ quote: 'from the factory' });
    } finally {
      await store.close?.();
    }
  });
});
