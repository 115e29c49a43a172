'use client';

import { useTransition } from 'react';
import { deleteFeedback } from '@/lib/admin/feedback-actions';
import type { FeedbackView } from '@/lib/admin/feedback-view';
import { ADMIN_MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';

/** Contact messages, newest first, each deletable after confirmation. */
export function FeedbackList({ feedbacks }: { feedbacks: FeedbackView[] }) {
  const [pending, startTransition] = useTransition();
  if (feedbacks.length === 0) return <p className={styles.muted}>No messages yet.</p>;

  function remove(feedback: FeedbackView) {
    if (!window.confirm(`${ADMIN_MESSAGES.confirmDeleteMessage}\n\n${feedback.subject}`)) return;
    startTransition(async () => {
      const result = await deleteFeedback(feedback.id);
      if (result.error) notifyError(result.error);
      else notifySuccess(ADMIN_MESSAGES.deleted);
    });
  }

  return (
    <ol className={styles.feedbacks} aria-busy={pending}>
      {feedbacks.map((feedback) => (
        <li key={feedback.id}>
          <article aria-label={feedback.subject}>
            <h2 className={styles.subtitle}>{feedback.subject}</h2>
            <p className={styles.muted}>
              {feedback.name ? `${feedback.name} · ` : ''}
              <a href={`mailto:${feedback.email}`}>{feedback.email}</a> · <time>{feedback.receivedAt}</time>
            </p>
            <p className={styles.message}>{feedback.message}</p>
            <button
              type="button"
              className={styles.danger}
              disabled={pending}
              onClick={() => remove(feedback)}
              aria-label={`Delete message ${feedback.subject}`}
            >
              Delete
            </button>
          </article>
        </li>
      ))}
    </ol>
  );
}
