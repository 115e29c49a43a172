'use client';

import { useState } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { deleteFeedback, deleteFeedbacks, setFeedbackRead } from '@/lib/admin/feedback-actions';
import type { FeedbackView, InboxPage } from '@/lib/admin/feedback-view';
import { ADMIN_EMPTY, ADMIN_MESSAGES } from '@/lib/admin/words';
import { INBOX, INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { EmptyState } from './empty-state';
import { EmailText } from '@/components/site/email-text';
import styles from './admin.module.scss';
import { notifyError } from './notify';
import { useUndoableAction } from './undo-offer';

/** The inbox address of `page` of the search `query` (both kept in the URL, so a reload keeps them). */
function pageHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set(INBOX.searchParam, query);
  if (page > 1) params.set(INBOX_PAGING.pageParam, String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** Previous and next links between the pages of the inbox, with where the owner is. */
function Pager({ query, page, pages }: { query: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={INBOX_PAGING.navLabel} className={styles.inboxBar}>
      {page > 1 ? (
        <a href={pageHref(query, page - 1)} rel="prev" className={styles.secondary}>
          {INBOX_PAGING.previous}
        </a>
      ) : null}
      <span aria-current="page">{INBOX_PAGING.pageOf(page, pages)}</span>
      {page < pages ? (
        <a href={pageHref(query, page + 1)} rel="next" className={styles.secondary}>
          {INBOX_PAGING.next}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * One page of the contact messages, newest first (those matching `query` when there is one): each
 * can be marked read or unread and deleted after confirmation; several on the page can be selected
 * and deleted at once. Paging and search are links and a GET form, so the URL holds both.
 */
export function FeedbackList({
  inbox,
  query = '',
  total,
  retentionDays,
}: {
  inbox: InboxPage;
  query?: string;
  total: number;
  retentionDays: number;
}) {
  const feedbacks = inbox.items;
  // A deleted message has no revision: no Undo is offered.
  const { pending, run, start, dialog } = useUndoableAction();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only messages still shown can stay selected (after a delete or a new search).
  const chosen = feedbacks.filter((f) => selected.has(f.id)).map((f) => f.id);

  /** Asks `text` first, then deletes; `then` follows a success. */
  function remove(text: string, action: () => Promise<ActionState>, done: string, then?: () => void) {
    run(action, done, {
      then,
      ask: { title: ADMIN_MESSAGES.deleteMessageTitle, text, confirm: ADMIN_MESSAGES.deleteLabel },
    });
  }

  function toggleRead(feedback: FeedbackView) {
    start(async () => {
      const result = await setFeedbackRead(feedback.id, !feedback.read);
      if (result.error) notifyError(result.error);
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
      {inbox.badPage !== undefined ? (
        <p className={styles.muted} role="alert">
          {INBOX_PAGING.badPage(inbox.badPage, inbox.pages)}
        </p>
      ) : null}
      <p className={styles.muted}>{INBOX_PAGING.retention(retentionDays)}</p>
      {total === 0 ? (
        <EmptyState icon="inbox" title={ADMIN_EMPTY.inbox.title} text={ADMIN_EMPTY.inbox.text} />
      ) : feedbacks.length === 0 ? (
        <p className={styles.muted} role="status">
          {INBOX.noMatch(query)}
        </p>
      ) : (
        <>
          <p className={styles.muted} role="status">
            {inbox.matching} {inbox.matching === 1 ? 'message' : 'messages'}
            {query ? ` matching “${query}”` : ''}, {inbox.unread} unread
            {inbox.pages > 1
              ? `. ${INBOX_PAGING.showing(inbox.first, inbox.first + feedbacks.length - 1, inbox.matching)}`
              : ''}
          </p>
          <div className={styles.inboxBar}>
            <label className={styles.check}>
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
              onClick={() =>
                remove(
                  INBOX.confirmBulkDelete(chosen.length),
                  () => deleteFeedbacks(chosen),
                  INBOX.bulkDeleted(chosen.length),
                  () => setSelected(new Set()),
                )
              }
            >
              {INBOX.deleteSelected} ({chosen.length})
            </button>
          </div>
          <ol className={styles.feedbacks} aria-busy={pending}>
            {feedbacks.map((feedback) => (
              <li key={feedback.id} className={feedback.read ? undefined : styles.unread}>
                <article aria-label={feedback.subject}>
                  <div className={styles.feedbackHead}>
                    {/* The label is the checkbox's hit area, a thumb's size on a phone. */}
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        id={`select-${feedback.id}`}
                        checked={selected.has(feedback.id)}
                        onChange={(e) => choose(feedback.id, e.target.checked)}
                        aria-label={`Select message ${feedback.subject}`}
                      />
                    </label>
                    <h2 className={styles.subtitle}>{feedback.subject}</h2>
                    <span className={feedback.read ? styles.readBadge : styles.unreadBadge}>
                      {feedback.read ? INBOX.read : INBOX.unread}
                    </span>
                  </div>
                  <p className={styles.muted}>
                    {feedback.name ? `${feedback.name} · ` : ''}
                    <a href={`mailto:${feedback.email}`} aria-label={feedback.email}>
                      <EmailText address={feedback.email} />
                    </a>{' '}
                    · <time>{feedback.receivedAt}</time>
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
                      onClick={() =>
                        remove(
                          `${ADMIN_MESSAGES.confirmDeleteMessage}\n\n${feedback.subject}`,
                          () => deleteFeedback(feedback.id),
                          ADMIN_MESSAGES.deleted,
                        )
                      }
                      aria-label={`Delete message ${feedback.subject}`}
                    >
                      Delete
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ol>
          <Pager query={query} page={inbox.page} pages={inbox.pages} />
        </>
      )}
      {dialog}
    </>
  );
}
