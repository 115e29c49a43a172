import type { FirebaseStore } from '@/lib/store/firebase-store';
import { firebaseBackend } from './firebase-backend';
import { runHistoryContract } from './history-contract';
import { runInsightsContract } from './insights-contract';

jest.setTimeout(120_000);

// The Store contract on Firebase: tests/contract/firebase-store.test.ts.
const backend = firebaseBackend();
const firebase = {
  create: backend.create,
  dispose: (store: FirebaseStore) => backend.dispose(store),
  slowWrites: true,
};

runHistoryContract('firebase (firebase-server)', firebase);
runInsightsContract('firebase (firebase-server)', firebase);
