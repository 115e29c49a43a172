import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { runHistoryContract } from './history-contract';

jest.setTimeout(120_000);

let server: TestDatabaseServer;
let appCount = 0;

beforeAll(async () => {
  server = await startDatabaseServer();
});
afterAll(async () => {
  await server.stop();
});

runHistoryContract('firebase (firebase-server)', {
  create: async () => {
    server.writeDirect('', null);
    const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `history-${++appCount}`);
    return new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 110_000 });
  },
  dispose: (store) => store.close!(),
});
