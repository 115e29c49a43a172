'use client';

import { useState, useTransition } from 'react';
import { deleteFeedback, deleteFeedbacks, setFeedbackRead } from '@/lib/admin/feedback-actions';
import type { FeedbackView } from '@/lib/admin/feedback-view';
import { ADMIN_MESSAGES, INBOX } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';

/**
 * Contact messages, newest first (those matching `query` when there is one): each can be marked
 * read or unread and deleted after confirmation; several can be selected and deleted at once.
 */
export function FeedbackList({
  feedbacks,
  query = '',
  total,
}: {
  feedbacks: FeedbackView[];
  query?: string;
  total: number;
}) {
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only messages still shown can stay selected (after a delete or a new search).
  const chosen = feedbacks.filter((f) => selected.has(f.id)).map((f) => f.id);
  const unread = feedbacks.filter((f) => !f.read).length;

  function remove(feedback: FeedbackView) {
    if (!window.confirm(`${ADMIN_MESSAGES.confirmDeleteMessage}\n\n${feedback.subject}`)) return;
    startTransition(async () => {
      const result = await deleteFeedback(feedback.id);
      if (result.error) notifyError(result.error);
      else notifySuccess(ADMIN_MESSAGES.deleted);
    });
  }

  function toggleRead(feedback: FeedbackView) {
    startTransition(async () => {
      const result = await setFeedbackRead(feedback.id, !feedback.read);
      if (result.error) notifyError(result.error);
    });
  }

  function removeSelected() {
    if (chosen.length === 0 || !window.confirm(INBOX.confirmBulkDelete(chosen.length))) return;
    startTransition(async () => {
      const result = await deleteFeedbacks(chosen);
      if (result.error) notifyError(result.error);
      else {
        notifySuccess(INBOX.bulkDeleted(chosen.length));
        setSelected(new Set());
      }
    });
  }

  function choose(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  const allChosen = feedbacks.length > 0 && chosen.length === feedbacks.length;

  return (
    <>
      <div className={styles.inboxBar}>
        <form role="search" method="get" className={styles.inboxSearch}>
          <label htmlFor="inbox-search">{INBOX.searchLabel}</label>
          <input id="inbox-search" type="search" name={INBOX.searchParam} defaultValue={query} key={query} />
          <button type="submit" className={styles.secondary}>
            {INBOX.search}
          </button>
          {query ? (
            <a href="?" className={styles.secondary}>
              {INBOX.clearSearch}
            </a>
          ) : null}
        </form>
        {total > 0 ? (
          <a href={INBOX.csvHref} className={styles.secondary} download>
            {INBOX.downloadCsv}
          </a>
        ) : null}
      </div>
      {total === 0 ? (
        <p className={styles.muted}>No messages yet.</p>
      ) : feedbacks.length === 0 ? (
        <p className={styles.muted} role="status">
          {INBOX.noMatch(query)}
        </p>
      ) : (
        <>
          <p className={styles.muted} role="status">
            {feedbacks.length} {feedbacks.length === 1 ? 'message' : 'messages'}
            {query ? ` matching “${query}”` : ''}, {unread} unread
          </p>
          <div className={styles.inboxBar}>
            <label>
              <input
                type="checkbox"
                checked={allChosen}
                ref={(el) => {
                  if (el) el.indeterminate = chosen.length > 0 && !allChosen;
                }}
                onChange={(e) => setSelected(new Set(e.target.checked ? feedbacks.map((f) => f.id) : []))}
              />{' '}
              {INBOX.selectAll}
            </label>
            <button
              type="button"
              className={styles.danger}
              disabled={pending || chosen.length === 0}
              onClick={removeSelected}
            >
              {INBOX.deleteSelected} ({chosen.length})
            </button>
          </div>
          <ol className={styles.feedbacks} aria-busy={pending}>
            {feedbacks.map((feedback) => (
              <li key={feedback.id} className={feedback.read ? undefined : styles.unread}>
                <article aria-label={feedback.subject}>
                  <div className={styles.feedbackHead}>
                    <input
                      type="checkbox"
                      id={`select-${feedback.id}`}
                      checked={selected.has(feedback.id)}
                      onChange={(e) => choose(feedback.id, e.target.checked)}
                      aria-label={`Select message ${feedback.subject}`}
                    />
                    <h2 className={styles.subtitle}>{feedback.subject}</h2>
                    <span className={feedback.read ? styles.readBadge : styles.unreadBadge}>
                      {feedback.read ? INBOX.read : INBOX.unread}
                    </span>
                  </div>
                  <p className={styles.muted}>
                    {feedback.name ? `${feedback.name} · ` : ''}
                    <a href={`mailto:${feedback.email}`}>{feedback.email}</a> · <time>{feedback.receivedAt}</time>
                  </p>
                  <p className={styles.message}>{feedback.message}</p>
                  <div className={styles.rowButtons}>
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={pending}
                      onClick={() => toggleRead(feedback)}
                      aria-label={`${feedback.read ? INBOX.markUnread : INBOX.markRead}: ${feedback.subject}`}
                    >
                      {feedback.read ? INBOX.markUnread : INBOX.markRead}
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={pending}
                      onClick={() => remove(feedback)}
                      aria-label={`Delete message ${feedback.subject}`}
                    >
                      Delete
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
