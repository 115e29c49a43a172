import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { DEMO_USER } from '@/lib/content/demo';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { readOrSeedUser } from '@/lib/content/seed';
import { parseEnv } from '@/lib/env';
import { createStore } from '@/lib/store/create';
import { FirebaseStore } from '@/lib/store/firebase-store';
import type { Store } from '@/lib/store/types';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

// First start of a site on an empty database: `next build` renders layout, metadata and every
// page at once, in several workers, and each asks for the content. All of them must get the
// demo owner, the database must end with one copy of it, and content already there must stay.

jest.setTimeout(60_000);

const CALLERS = 6;
/** The demo owner as a store hands it back (JSON, no undefined). */
const DEMO = JSON.parse(JSON.stringify(DEMO_USER)) as typeof DEMO_USER;
const EXISTING = { about: { fullName: 'Existing Owner' }, home: { quote: 'Already here.' } };

interface Backend {
  /** An empty database. */
  reset(): Promise<void>;
  /** Another client of the same database (another process, another build worker). */
  connect(): Promise<Store>;
  /** Writes the user node behind every client's back, as another process would. */
  writeUser(value: unknown): Promise<void>;
  /** The whole database as the backend holds it. */
  dump(): Promise<unknown>;
}

let server: TestDatabaseServer;
let appCount = 0;
const firebase: Backend = {
  // Lands synchronously in the server's data (its returned promise never settles: not awaited).
  reset: async () => {
    server.writeDirect('', null);
  },
  connect: async () => {
    const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `seed-${++appCount}`);
    return new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 30_000 });
  },
  writeUser: async (value) => {
    server.writeDirect(USER_PATH_KEY, value);
  },
  dump: () => server.value(),
};

// The embedded backend as the app builds it (whatever class lib/store/create.ts picks for DATA_DIR).
let dataDir = '';
const dirs: string[] = [];
const embeddedStores: Store[] = [];
const embedded: Backend = {
  reset: async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-'));
    dirs.push(dataDir);
  },
  connect: async () => {
    const store = createStore(parseEnv({ DATA_DIR: dataDir }));
    embeddedStores.push(store);
    return store;
  },
  writeUser: async (value) => {
    const other = await embedded.connect();
    await other.set(USER_PATH_KEY, value);
  },
  dump: async () => (await embedded.connect()).get(''),
};

beforeAll(async () => {
  server = await startDatabaseServer();
});
afterAll(async () => {
  await server.stop();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe.each([
  ['firebase (firebase-server)', firebase],
  ['embedded', embedded],
] as const)('readOrSeedUser on %s', (_name, backend) => {
  const open: Store[] = [];
  const connect = async () => {
    const store = await backend.connect();
    open.push(store);
    return store;
  };
  beforeEach(() => backend.reset());
  afterEach(async () => {
    await Promise.all([...open.splice(0), ...embeddedStores.splice(0)].map((s) => s.close?.()));
  });

  it(`${CALLERS} concurrent callers on one client of an empty database all get the demo owner; one copy is stored`, async () => {
    const store = await connect();
    const results = await Promise.all(Array.from({ length: CALLERS }, () => readOrSeedUser(store)));
    for (const result of results) expect(result).toEqual(DEMO);
    expect(await backend.dump()).toEqual({ user: DEMO });
    expect(await store.get(USER_PATH_KEY)).toEqual(DEMO);
  });

  it(`${CALLERS} concurrent callers on three clients of an empty database (build workers) all get the demo owner`, async () => {
    const stores = await Promise.all([connect(), connect(), connect()]);
    const results = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) => readOrSeedUser(stores[i % stores.length])),
    );
    for (const result of results) expect(result).toEqual(DEMO);
    expect(await backend.dump()).toEqual({ user: DEMO });
  });

  it('never answers null, whatever the order of many rounds of racing callers', async () => {
    for (let round = 0; round < 5; round++) {
      await backend.reset();
      const stores = await Promise.all([connect(), connect()]);
      const results = await Promise.all(
        Array.from({ length: CALLERS }, (_, i) => readOrSeedUser(stores[i % stores.length])),
      );
      expect(results.filter((r) => r === null)).toEqual([]);
      for (const result of results) expect(result).toEqual(DEMO);
    }
  });

  it('seeds the value it is given (e.g. stamped with a schema version)', async () => {
    const store = await connect();
    const stamped = { ...DEMO, schemaVersion: 7 };
    const results = await Promise.all(Array.from({ length: CALLERS }, () => readOrSeedUser(store, stamped)));
    for (const result of results) expect(result).toEqual(stamped);
    expect(await backend.dump()).toEqual({ user: stamped });
  });

  it('never overwrites existing content, under concurrent callers', async () => {
    await backend.writeUser(EXISTING);
    const stores = await Promise.all([connect(), connect()]);
    const results = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) => readOrSeedUser(stores[i % stores.length])),
    );
    for (const result of results) expect(result).toEqual(EXISTING);
    expect(await backend.dump()).toEqual({ user: EXISTING });
  });

  it('keeps content that another process writes between the read and the transaction', async () => {
    const store = await connect();
    // The first read answers "empty", then an import (or another deployment's seed) lands.
    let reads = 0;
    const racing: Store = {
      backend: store.backend,
      get: async <T>(p: string) => {
        const value = await store.get<T>(p);
        if (p === USER_PATH_KEY && reads++ === 0) await backend.writeUser(EXISTING);
        return value;
      },
      set: (p, value) => store.set(p, value),
      update: (p, patch) => store.update(p, patch),
      remove: (p) => store.remove(p),
      push: (p, value) => store.push(p, value),
      transaction: (p, fn) => store.transaction(p, fn),
      transactMany: (paths, fn) => store.transactMany(paths, fn),
    };
    expect(await readOrSeedUser(racing)).toEqual(EXISTING);
    expect(await backend.dump()).toEqual({ user: EXISTING });
  });
});
