import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FIREBASE_MESSAGES } from '@/lib/firebase/words';
import { parseEnv } from '@/lib/env';
import { initFirebaseAdmin } from '@/lib/firebase/admin-app';
import { verifyOwnerToken } from '@/lib/firebase/owner-exchange';
import { emulatorIdToken, startAuthEmulator } from '../helpers/auth-emulator';
import { firebaseEnv } from '../helpers/firebase-credentials';

const PROJECT = 'portfolio-test';
const ADMINS = ['owner@example.com'];
let emulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let app: App;
const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startAuthEmulator([
    { localId: 'owner-uid', email: 'owner@example.com', emailVerified: true },
    { localId: 'stranger-uid', email: 'stranger@example.com', emailVerified: true },
    { localId: 'unverified-uid', email: 'owner@example.com', emailVerified: false },
    { localId: 'disabled-uid', email: 'owner@example.com', emailVerified: true, disabled: true },
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  app = initFirebaseAdmin(parseEnv(firebaseEnv('http://127.0.0.1:9?ns=x')).firebase.admin!, 'auth-test');
});
afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
  if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
});

const token = (uid: string, claims: Record<string, unknown> = {}) =>
  emulatorIdToken(PROJECT, { sub: uid, user_id: uid, email: 'owner@example.com', email_verified: true, ...claims });

describe('verifyOwnerToken with firebase-admin (Auth emulator mode)', () => {
  it('accepts the owner, matching the e-mail without regard to case', async () => {
    const result = await verifyOwnerToken(getAuth(app), token('owner-uid', { email: 'Owner@Example.com' }), ADMINS);
    expect(result).toEqual({ ok: true, uid: 'owner-uid', email: 'owner@example.com' });
  });

  it('refuses any other account with a clear message', async () => {
    const result = await verifyOwnerToken(
      getAuth(app),
      token('stranger-uid', { email: 'stranger@example.com' }),
      ADMINS,
    );
    expect(result).toEqual({ ok: false, error: FIREBASE_MESSAGES.ownerNotAllowed });
  });

  it('refuses the owner address while it is unverified', async () => {
    const result = await verifyOwnerToken(getAuth(app), token('unverified-uid', { email_verified: false }), ADMINS);
    expect(result).toEqual({ ok: false, error: FIREBASE_MESSAGES.ownerEmailUnverified });
  });

  it('refuses a disabled or unknown account', async () => {
    for (const uid of ['disabled-uid', 'ghost-uid']) {
      expect(await verifyOwnerToken(getAuth(app), token(uid), ADMINS)).toEqual({
        ok: false,
        error: FIREBASE_MESSAGES.ownerTokenInvalid,
      });
    }
  });

  it('refuses tokens for another project, expired ones and garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      emulatorIdToken('someone-else', { sub: 'owner-uid', email: 'owner@example.com', email_verified: true }),
      token('owner-uid', { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
      'not-a-token',
      '',
      42,
      null,
      'a.b.c',
    ];
    for (const t of bad) {
      expect(await verifyOwnerToken(getAuth(app), t, ADMINS)).toEqual({
        ok: false,
        error: FIREBASE_MESSAGES.ownerTokenInvalid,
      });
    }
  });

  it('refuses everyone when ADMIN_EMAILS is empty', async () => {
    expect(await verifyOwnerToken(getAuth(app), token('owner-uid'), [])).toEqual({
      ok: false,
      error: FIREBASE_MESSAGES.ownerNotAllowed,
    });
  });
});
