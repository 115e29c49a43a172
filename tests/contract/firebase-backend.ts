import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

/**
 * A firebase-server for this test file (started before its tests, stopped after) and the
 * contracts' backend on it: each store a new firebase-admin app on an emptied database. The
 * Firebase contracts are split over files so Jest runs them side by side.
 */
export function firebaseBackend() {
  let server: TestDatabaseServer;
  let appCount = 0;
  beforeAll(async () => {
    server = await startDatabaseServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  const connect = async (): Promise<FirebaseStore> => {
    const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `contract-${++appCount}`);
    return new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 110_000 });
  };
  return {
    server: () => server,
    connect,
    create: async () => {
      server.writeDirect('', null);
      return connect();
    },
    dispose: (store: FirebaseStore) => store.close(),
  };
}
