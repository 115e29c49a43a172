'use server';

import { revalidatePath } from 'next/cache';
import { FEEDBACKS_PATH } from '@/lib/content/paths';
import { assertValidKey } from '@/lib/store/rules';
import { getStore } from '@/lib/store';
import { FEEDBACKS_HREF } from './sections';
import { withSession, type ActionState } from './validated-action';

export async function deleteFeedback(id: string): Promise<ActionState> {
  return withSession(async () => {
    try {
      assertValidKey(id);
    } catch {
      return { error: 'Unknown message' };
    }
    const store = getStore();
    if ((await store.get(`${FEEDBACKS_PATH}/${id}`)) === null) return { error: 'This message was already deleted' };
    await store.remove(`${FEEDBACKS_PATH}/${id}`);
    revalidatePath(FEEDBACKS_HREF);
    return { ok: true, at: Date.now() };
  });
}
