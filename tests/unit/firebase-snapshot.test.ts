import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase, type DataSnapshot } from 'firebase-admin/database';
import { snapshotToValue } from '@/lib/store/firebase-store';

// Real SDK snapshots from an offline database: local writes raise value events without a server.
describe('snapshotToValue', () => {
  const app = initializeApp(
    { databaseURL: 'http://127.0.0.1:9?ns=offline', projectId: 'portfolio-test' },
    'snapshot-test',
  );
  const db = getDatabase(app);
  db.goOffline();
  afterAll(() => deleteApp(app));

  function localSnapshot(path: string, value: unknown): Promise<DataSnapshot> {
    void db
      .ref(path)
      .set(value)
      .catch(() => undefined);
    return db.ref(path).once('value');
  }

  it('keeps "__proto__" and "constructor" keys as plain data, without touching prototypes', async () => {
    const snapshot = await localSnapshot(
      'p',
      JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "c", "n": 1}'),
    );
    const value = snapshotToValue(snapshot) as Record<string, unknown>;
    expect(Object.keys(value).sort()).toEqual(['__proto__', 'constructor', 'n']);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The SDK's own val() loses the key: it becomes the object's prototype instead.
    expect(Object.keys(snapshot.val())).not.toContain('__proto__');
  });

  it('presents index-keyed nodes as arrays', async () => {
    expect(snapshotToValue(await localSnapshot('list', ['a', 'b']))).toEqual(['a', 'b']);
    expect(snapshotToValue(await localSnapshot('nested', { x: { y: [1, 2] }, s: 'v' }))).toEqual({
      x: { y: [1, 2] },
      s: 'v',
    });
  });
});
