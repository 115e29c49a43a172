import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { MESSAGES } from '@/lib/constants';
import { createFirebaseActions, type FirebaseActions } from '@/lib/firebase/client-actions';
import { startAuthEmulator } from '../helpers/auth-emulator';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';
import { until } from '../helpers/until';

const RULES = JSON.parse(readFileSync(path.join(process.cwd(), 'database.rules.json'), 'utf8'));

let db: TestDatabaseServer;
let authServer: Awaited<ReturnType<typeof startAuthEmulator>>;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  // Refusals are expected here; the SDK would print a warning for each.
  setLogLevel('error');
  db = await startDatabaseServer({
    user: { home: { quote: 'public words' } },
    users: { other: { status: 'offline' } },
  });
  db.setRules(RULES);
  authServer = await startAuthEmulator([
    { localId: 'owner-uid', email: 'owner@example.com', password: 'right-password' },
  ]);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await authServer.stop();
  await db.stop();
});

function browserClient(): { auth: Auth; database: Database; actions: FirebaseActions } {
  const app = initializeApp(
    {
      apiKey: 'test-api-key',
      authDomain: 'portfolio-test.firebaseapp.com',
      projectId: 'portfolio-test',
      databaseURL: 'https://portfolio-test-default-rtdb.firebaseio.com',
    },
    `client-${apps.length}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, authServer.url, { disableWarnings: true });
  const database = getDatabase(app);
  connectDatabaseEmulator(database, db.host, db.port);
  return { auth, database, actions: createFirebaseActions(auth, database) };
}

describe('Firebase client provider operations (web SDK, Auth stand-in, firebase-server with the rules)', () => {
  let log: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    error.mockRestore();
  });

  it('offers no sign-up; a signed-in user stores a status-only record and updates its status', async () => {
    const { auth, actions } = browserClient();
    // Accounts are made in the Firebase console: the client cannot create one.
    expect('signUp' in actions).toBe(false);
    const states: (string | null)[] = [];
    const stop = onAuthStateChanged(auth, (u) => states.push(u?.uid ?? null));
    const uid = (await actions.signIn('owner@example.com', 'right-password')).user.uid;
    // Whatever else a caller hands over, only the status is written (the rules refuse any other field).
    await actions.addUser(uid, { status: 'online', name: 'Owner' } as { status: string });
    await actions.updateStatus(uid, 'offline');
    expect(await actions.readOnce(`users/${uid}`)).toEqual({ status: 'offline' });
    expect(((await db.value()) as { users: Record<string, unknown> }).users[uid]).toEqual({ status: 'offline' });
    await actions.signOut();
    await until(() => states.length === 3);
    stop();
    expect(states).toEqual([null, uid, null]);
    expect(auth.currentUser).toBeNull();
  });

  it('signs in with e-mail and password and logs success; a wrong password is logged and re-thrown', async () => {
    const { actions } = browserClient();
    await expect(actions.signIn('owner@example.com', 'wrong')).rejects.toThrow(
      /invalid-credential|INVALID_LOGIN_CREDENTIALS/,
    );
    expect(error).toHaveBeenCalled();
    expect(log).not.toHaveBeenCalledWith(MESSAGES.signedIn);
    const credential = await actions.signIn('owner@example.com', 'right-password');
    expect(credential.user.uid).toBe('owner-uid');
    expect(log).toHaveBeenCalledWith(MESSAGES.signedIn);
    await actions.signOut();
  });

  it('reads and writes any path the rules allow, and re-throws refusals', async () => {
    const { actions } = browserClient();
    expect(await actions.readOnce('user/home/quote')).toBe('public words');
    await expect(actions.write('user/home/quote', 'defaced')).rejects.toThrow(/permission/i);
    await expect(actions.readOnce('users/other')).rejects.toThrow(/permission/i);
    await actions.signIn('owner@example.com', 'right-password');
    await actions.write('users/owner-uid/status', 'online');
    expect(await actions.readOnce('users/owner-uid')).toEqual({ status: 'online' });
    await expect(actions.updateStatus('other', 'hijacked')).rejects.toThrow(/permission/i);
    expect(((await db.value()) as { users: Record<string, unknown> }).users.other).toEqual({ status: 'offline' });
    await actions.signOut();
  });
});
