'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { INBOX } from '@/lib/feedback/inbox-words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { isValidKey } from '@/lib/store/rules';
import { getStore } from '@/lib/store';
import { FEEDBACKS_HREF } from './sections';
import { validatedAction, withSession, type ActionState } from './validated-action';

const feedbackId = z.string().refine(isValidKey, 'Unknown message');

export async function deleteFeedback(id: string): Promise<ActionState> {
  return withSession(async () => {
    if (!isValidKey(id)) return { error: 'Unknown message' };
    const store = getStore();
    if ((await store.get(`${FEEDBACKS_PATH}/${id}`)) === null) return { error: 'This message was already deleted' };
    await store.remove(`${FEEDBACKS_PATH}/${id}`);
    revalidatePath(FEEDBACKS_HREF);
    return { ok: true, at: Date.now() };
  });
}

const readInput = z.object({ id: feedbackId, read: z.boolean({ message: 'read must be true or false' }) });

/** Marks one message read (stamps readAt) or unread (removes it). */
export async function setFeedbackRead(id: string, read: boolean): Promise<ActionState> {
  return validatedAction(readInput, async (data) => {
    const store = getStore();
    const path = `${FEEDBACKS_PATH}/${data.id}`;
    if ((await store.get(path)) === null) return { error: 'This message was deleted' };
    await store.update(path, { readAt: data.read ? Date.now() : null });
    revalidatePath(FEEDBACKS_HREF);
    revalidatePath('/admin');
    return { ok: true, at: Date.now() };
  })({ id, read });
}

const idList = z
  .array(feedbackId, { message: 'Choose the messages to delete' })
  .min(1, 'Choose the messages to delete')
  .max(INBOX.maxBulk, `At most ${INBOX.maxBulk} messages at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'A message is listed twice');

/** Deletes several messages in one write; if any id is invalid or already gone, nothing is deleted. */
export async function deleteFeedbacks(ids: string[]): Promise<ActionState> {
  return validatedAction(idList, async (list) => {
    const store = getStore();
    const stored = (await store.get<Record<string, unknown>>(FEEDBACKS_PATH)) ?? {};
    const missing = list.filter((id) => !(id in stored) || stored[id] === null);
    if (missing.length > 0) {
      return {
        error: `${missing.length === 1 ? 'One message was' : `${missing.length} messages were`} already deleted; nothing was deleted. Reload and try again.`,
      };
    }
    await store.update(FEEDBACKS_PATH, Object.fromEntries(list.map((id) => [id, null])));
    revalidatePath(FEEDBACKS_HREF);
    revalidatePath('/admin');
    return { ok: true, at: Date.now() };
  })(ids);
}
