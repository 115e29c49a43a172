'use server';

import { MESSAGES } from '@/lib/constants';
import { LOGIN_LOCKOUT, NOT_SIGNED_IN } from '@/lib/auth/words';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { crossSiteActionError } from '@/lib/http/same-origin';
import { checkCredentials, ensureCredentials } from './credentials';
import { LOGIN_UNAVAILABLE, type LoginState } from './login-state';
import { isStoreError } from '@/lib/store/errors';
import { knownDevice, rememberDevice } from './device';
import { returnPasswordCheck, takePasswordCheck } from './rate-limit';
import { markOwnerOffline } from '@/lib/firebase/owner-exchange';
import { endSession, startSession } from './session';
import { revokeAllSessions } from './sessions';
import { verifySession } from './verify';

function field(formData: unknown, name: string): string {
  if (!(formData instanceof FormData)) return '';
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Signs the admin in. Each try takes a password check before the password is checked (five wrong
 * ones within 15 minutes lock sign-in): from this browser's own allowance when it signed in here
 * before (device cookie), else from the allowance every unknown browser shares. A right password
 * gives its check back and marks the browser as known.
 */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const crossSite = await crossSiteActionError();
  if (crossSite) return { outcome: 'invalid', message: crossSite, at: Date.now() };
  const username = field(formData, 'userName').trim();
  const password = field(formData, 'password');
  if (username === '' || password === '') return { outcome: 'empty', message: MESSAGES.fillAllDetail, at: Date.now() };

  try {
    return await checkLogin(username, password);
  } catch (error) {
    // The database down or silent: said in words within the store's time limit, never an error page.
    if (!isStoreError(error)) throw error;
    console.error(`[login] ${error.message}`);
    return { outcome: 'unavailable', message: LOGIN_UNAVAILABLE, at: Date.now() };
  }
}

async function checkLogin(username: string, password: string): Promise<LoginState> {
  const store = getStore();
  await ensureCredentials(store, env());
  const device = await knownDevice();
  const check = await takePasswordCheck(store, device);
  if (!check.allowed) return { outcome: 'locked', message: LOGIN_LOCKOUT.message, at: Date.now() };
  if (!(await checkCredentials(store, username, password))) {
    return check.last
      ? { outcome: 'locked', message: LOGIN_LOCKOUT.message, at: Date.now() }
      : { outcome: 'invalid', message: MESSAGES.invalidLogin, at: Date.now() };
  }
  await returnPasswordCheck(store, device, check.at);
  await rememberDevice(device);
  await startSession(username);
  return { outcome: 'ok', message: MESSAGES.loginSuccess, at: Date.now() };
}

/** Ends this browser's session on the server; a copy of its cookie opens nothing afterwards. */
export async function logout(): Promise<{ ok: true } | { error: string }> {
  const crossSite = await crossSiteActionError();
  if (crossSite) return { error: crossSite };
  // Only a real session may touch the store: then the owner's Firebase status goes offline.
  if (await verifySession())
    await markOwnerOffline(getStore()).catch((error) => console.error('Firebase status not updated:', error));
  await endSession();
  return { ok: true };
}

/** Ends every session of the owner, this one included (the dashboard's "Sign out everywhere"). */
export async function signOutEverywhere(): Promise<{ ok: true } | { error: string }> {
  const crossSite = await crossSiteActionError();
  if (crossSite) return { error: crossSite };
  if (!(await verifySession())) return { error: NOT_SIGNED_IN };
  await revokeAllSessions(getStore());
  await markOwnerOffline(getStore()).catch((error) => console.error('Firebase status not updated:', error));
  await endSession();
  return { ok: true };
}
