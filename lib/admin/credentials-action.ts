'use server';

import { checkCredentials, replaceCredentials } from '@/lib/auth/credentials';
import { startSession } from '@/lib/auth/session';
import { getStore } from '@/lib/store';
import { credentialsInput } from './form-input';
import { validatedAction, type ActionState } from './validated-action';

/** Changes username and password (current password required); every other session ends. */
export async function updateLoginDetails(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return validatedAction(credentialsInput, async (data, session) => {
    const store = getStore();
    if (!(await checkCredentials(store, session.username, data.currentPassword))) {
      return { error: 'Current password is incorrect' };
    }
    await replaceCredentials(store, data.username, data.newPassword);
    await startSession(data.username);
    return { ok: true, at: Date.now() };
  })(formData);
}
