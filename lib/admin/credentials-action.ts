'use server';

import { checkCredentials, replaceCredentials } from '@/lib/auth/credentials';
import { knownDevice } from '@/lib/auth/device';
import { returnPasswordCheck, takePasswordCheck } from '@/lib/auth/rate-limit';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { LOGIN_LOCKOUT, OWNER_ACCESS } from '@/lib/auth/words';
import { startSession } from '@/lib/auth/session';
import { getStore } from '@/lib/store';
import { credentialsInput } from './form-input';
import { validatedAction, type ActionState } from './validated-action';

/**
 * Changes username and password (current password required; the check uses the same throttle as
 * sign-in); every other session ends, on the server too.
 */
export async function updateLoginDetails(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return validatedAction(credentialsInput, async (data, session) => {
    const store = getStore();
    const device = await knownDevice();
    const check = await takePasswordCheck(store, device);
    if (!check.allowed) return { error: LOGIN_LOCKOUT.message };
    if (!(await checkCredentials(store, session.username, data.currentPassword))) {
      if (check.last) return { error: LOGIN_LOCKOUT.message };
      const wrong = 'Current password is incorrect';
      return { error: wrong, fieldErrors: { currentPassword: wrong } };
    }
    await returnPasswordCheck(store, device, check.at);
    await replaceCredentials(store, data.username, data.newPassword);
    await revokeAllSessions(store);
    await startSession(data.username);
    return { ok: true, at: Date.now(), notice: OWNER_ACCESS.loginDetailsChanged };
  })(formData);
}
