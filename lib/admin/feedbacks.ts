import 'server-only';
import dayjs from 'dayjs';
import type { FeedbackView } from './feedback-view';
import { feedbackSchema } from '@/lib/content/schemas';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { revealTextDirectionControls as reveal } from '@/lib/text-direction';

/** Stored contact messages, newest first. A malformed record is shown as such rather than hidden. */
export async function listFeedbacks(store: Store): Promise<FeedbackView[]> {
  const raw = (await store.get<Record<string, unknown>>(FEEDBACKS_PATH)) ?? {};
  const rows = Object.entries(raw).map(([id, value]) => {
    const parsed = feedbackSchema.safeParse(value);
    if (!parsed.success) {
      return {
        id,
        createdAt: 0,
        name: '',
        email: '',
        subject: '(unreadable message)',
        message: parsed.error.issues.map((i) => i.message).join('; '),
        readAt: undefined,
      };
    }
    return { id, ...parsed.data };
  });
  rows.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  // Text-direction characters in messages stored before they were refused show as code points.
  return rows.map(({ createdAt, id, name, email, subject, message, readAt }) => ({
    id,
    createdAt,
    read: readAt !== undefined,
    name: reveal(name),
    email: reveal(email),
    subject: reveal(subject),
    message: reveal(message),
    receivedAt: createdAt ? dayjs(createdAt).format('DD/MM/YYYY HH:mm') : '',
  }));
}

/** How many stored messages the owner has not marked read (for the dashboard). */
export async function countUnread(store: Store): Promise<number> {
  return (await listFeedbacks(store)).filter((f) => !f.read).length;
}
