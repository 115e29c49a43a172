'use server';

import { headers } from 'next/headers';
import { LOGIN_LOCKOUT, MESSAGES } from '@/lib/constants';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { checkCredentials, ensureCredentials } from './credentials';
import type { LoginState } from './login-state';
import { clientKey } from '@/lib/http/client-key';
import { clearFailures, isLockedOut, recordFailure } from './rate-limit';
import { markOwnerOffline } from '@/lib/firebase/owner-exchange';
import { endSession, startSession } from './session';
import { verifySession } from './verify';

function field(formData: unknown, name: string): string {
  if (!(formData instanceof FormData)) return '';
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** Signs the admin in. Five failures for one username from one client lock that pair for 15 minutes. */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const username = field(formData, 'userName').trim();
  const password = field(formData, 'password');
  if (username === '' || password === '') return { outcome: 'empty', message: MESSAGES.fillAllDetail, at: Date.now() };

  const store = getStore();
  await ensureCredentials(store, env());
  const client = clientKey(await headers());
  if (await isLockedOut(store, username, client)) {
    return { outcome: 'locked', message: LOGIN_LOCKOUT.message, at: Date.now() };
  }
  if (!(await checkCredentials(store, username, password))) {
    await recordFailure(store, username, client);
    const lockedNow = await isLockedOut(store, username, client);
    return lockedNow
      ? { outcome: 'locked', message: LOGIN_LOCKOUT.message, at: Date.now() }
      : { outcome: 'invalid', message: MESSAGES.invalidLogin, at: Date.now() };
  }
  await clearFailures(store, username, client);
  await startSession(username);
  return { outcome: 'ok', message: MESSAGES.loginSuccess, at: Date.now() };
}

export async function logout(): Promise<{ ok: true }> {
  // Only a real session may touch the store: then the owner's Firebase status goes offline.
  if (await verifySession())
    await markOwnerOffline(getStore()).catch((error) => console.error('Firebase status not updated:', error));
  await endSession();
  return { ok: true };
}
