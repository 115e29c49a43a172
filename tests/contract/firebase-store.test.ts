import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { FirebaseStore } from '@/lib/store/firebase-store';
import type { Store } from '@/lib/store/types';
import { recordTally } from '@/lib/insights/daily';
import { firebaseBackend } from './firebase-backend';
import { runStoreContract } from './store-contract';

// Writes of 10 MiB travel in 16 KiB websocket frames that firebase-server re-parses on each one.
jest.setTimeout(120_000);

// History and insights on Firebase: tests/contract/history-firebase.test.ts.
const backend = firebaseBackend();
const connect = backend.connect;

runStoreContract('firebase (firebase-server)', {
  create: backend.create,
  // Lands synchronously in the server's data while fn runs, exactly as another client's write
  // acknowledged in between would: the transaction's next put then carries a stale hash.
  interfere: (_store: Store, p: string, value: unknown) => backend.server().writeDirect(p, value),
  dispose: (store) => (store as FirebaseStore).close(),
  limitations: {
    'stores keys such as __proto__ as plain data without touching prototypes':
      'firebase-server evaluates every write with targaryen, which throws "Invalid data node type" on a ' +
      '"__proto__" key and never answers the write; FirebaseStore reads such keys as plain data (tests/unit/firebase-snapshot.test.ts).',
  },
});

describe('FirebaseStore against firebase-server, beyond the contract', () => {
  let a: FirebaseStore;
  let b: FirebaseStore;
  beforeEach(async () => {
    backend.server().writeDirect('', null);
    a = await connect();
    b = await connect();
  });
  afterEach(async () => {
    await a.close();
    await b.close();
  });

  it('ends exact when two connections increment one counter concurrently', async () => {
    const inc = (s: Store) => s.transaction<number>('shared/hits', (n) => (n ?? 0) + 1);
    await Promise.all(Array.from({ length: 60 }, (_, i) => inc(i % 2 === 0 ? a : b)));
    expect(await a.get('shared/hits')).toBe(60);
    expect(await b.get('shared/hits')).toBe(60);
  });

  it('counts 200 insights events sent through two connections (two instances) exactly', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        recordTally(
          i % 2 === 0 ? a : b,
          '2026-11-23',
          i % 3 === 0 ? { view: 'home', visitor: true } : { click: 'demo~x' },
        ),
      ),
    );
    expect(await b.get('insights/days/2026-11-23')).toEqual({
      views: { home: 67 },
      visitors: 67,
      clicks: { 'demo~x': 133 },
    });
  });

  it('sees writes made through another connection', async () => {
    await a.set('seen/value', { x: 1 });
    expect(await b.get('seen')).toEqual({ value: { x: 1 } });
    await b.update('seen', { 'value/y': 2 });
    expect(await a.get('seen/value')).toEqual({ x: 1, y: 2 });
  });

  it('fails with a clear io error instead of hanging when the database does not answer', async () => {
    const app = initializeApp(
      { databaseURL: 'http://127.0.0.1:9?ns=nobody', projectId: 'portfolio-test' },
      'unreachable',
    );
    const offline = new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 800 });
    try {
      await expect(offline.get('user')).rejects.toMatchObject({
        code: 'io',
        message: expect.stringContaining('did not answer within 0.8 s'),
      });
      await expect(offline.transaction('n', () => 1)).rejects.toMatchObject({ code: 'io' });
    } finally {
      await offline.close();
    }
  });

  it('stores exactly what the server holds', async () => {
    await a.set('user', { home: { quote: 'q' }, list: ['x', 'y'] });
    expect(await backend.server().value()).toEqual({ user: { home: { quote: 'q' }, list: ['x', 'y'] } });
  });
});
