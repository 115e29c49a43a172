import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { FIREBASE_OWNER_PATH, exchangeOwnerToken, markOwnerOffline } from '@/lib/firebase/owner-exchange';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { emulatorIdToken, startAuthEmulator } from '../helpers/auth-emulator';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

const PROJECT = 'portfolio-test';
let authServer: Awaited<ReturnType<typeof startAuthEmulator>>;
let db: TestDatabaseServer;
let app: App;
let store: FirebaseStore;
const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  authServer = await startAuthEmulator([
    { localId: 'owner-uid', email: 'owner@example.com', emailVerified: true },
    { localId: 'stranger-uid', email: 'stranger@example.com', emailVerified: true },
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authServer.host;
  db = await startDatabaseServer();
  app = initializeApp({ projectId: PROJECT, databaseURL: db.url() }, 'exchange-test');
  store = new FirebaseStore(getDatabase(app));
});
afterAll(async () => {
  await deleteApp(app);
  await db.stop();
  await authServer.stop();
  if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
});

const token = (uid: string, email: string) =>
  emulatorIdToken(PROJECT, { sub: uid, user_id: uid, email, email_verified: true });

describe('exchanging a Firebase ID token for the owner session', () => {
  it('starts the session for the owner and marks the account online, then offline at logout', async () => {
    const startSession = jest.fn(async () => undefined);
    const result = await exchangeOwnerToken(
      { idToken: token('owner-uid', 'owner@example.com') },
      { auth: getAuth(app), adminEmails: ['owner@example.com'], store, startSession },
    );
    expect(result).toEqual({ status: 200, body: { ok: true } });
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(await store.get('users/owner-uid')).toEqual({ status: 'online' });
    expect(await store.get(`${FIREBASE_OWNER_PATH}/uid`)).toBe('owner-uid');
    await markOwnerOffline(store);
    expect(await store.get('users/owner-uid')).toEqual({ status: 'offline' });
    expect(await store.get(FIREBASE_OWNER_PATH)).toBeNull();
  });

  it('refuses any other account with a clear message, writing nothing and starting no session', async () => {
    db.writeDirect('', null);
    const startSession = jest.fn(async () => undefined);
    const deps = { auth: getAuth(app), adminEmails: ['owner@example.com'], store, startSession };
    expect(await exchangeOwnerToken({ idToken: token('stranger-uid', 'stranger@example.com') }, deps)).toEqual({
      status: 403,
      body: { error: FIREBASE_MESSAGES.ownerNotAllowed },
    });
    expect(await exchangeOwnerToken({ idToken: 'forged.token.value' }, deps)).toEqual({
      status: 403,
      body: { error: FIREBASE_MESSAGES.ownerTokenInvalid },
    });
    expect(await exchangeOwnerToken({}, deps)).toEqual({
      status: 400,
      body: { error: FIREBASE_MESSAGES.ownerTokenInvalid },
    });
    expect(await exchangeOwnerToken('nonsense', deps)).toEqual({
      status: 400,
      body: { error: FIREBASE_MESSAGES.ownerTokenInvalid },
    });
    expect(startSession).not.toHaveBeenCalled();
    expect(await db.value()).toBeNull();
  });

  it('logout without a Firebase sign-in changes nothing', async () => {
    db.writeDirect('', null);
    await markOwnerOffline(store);
    expect(await db.value()).toBeNull();
  });
});
