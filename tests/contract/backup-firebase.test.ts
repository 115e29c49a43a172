import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { DatabaseMediaStore } from '@/lib/media/firebase-media';
import { FirebaseStore } from '@/lib/store/firebase-store';
import type { Store } from '@/lib/store/types';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { runBackupContract } from './backup-contract';

jest.setTimeout(120_000);

// The contract exports from one site and imports into another: each store gets its own
// firebase-server (one server holds one database), and images stay in the database beside it.
const servers = new Map<Store, TestDatabaseServer>();
let appCount = 0;

runBackupContract('firebase (firebase-server)', {
  create: async () => {
    const server = await startDatabaseServer();
    const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `backup-${++appCount}`);
    const store = new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 110_000 });
    servers.set(store, server);
    return { store, media: new DatabaseMediaStore(store) };
  },
  dispose: async (store) => {
    await store.close!();
    await servers.get(store)!.stop();
    servers.delete(store);
  },
});
