'use client';

import { discardDraftAction, publishAllDraftsAction, publishDraftAction } from '@/lib/admin/draft-actions';
import { DRAFTS } from '@/lib/content/drafts-words';
import styles from './admin.module.scss';
import draftStyles from './drafts.module.scss';
import { useUndoableAction } from './undo-offer';

interface Props {
  slug: string;
  title: string;
  /** When the draft was saved, formatted on the server. */
  savedAt: string;
  /** What the draft changes, in words ("Draft: quote, 2 taglines changed"). */
  summary: string;
  /** Where Preview opens (the section's page by default) and its words. */
  previewHref?: string;
  previewLabel?: string;
}

/** A section's unpublished draft: when it was saved, what it changes, and Preview, Publish, Discard. */
export function DraftBar({ slug, title, savedAt, summary, previewHref, previewLabel }: Props) {
  const { pending, run, dialog } = useUndoableAction();
  return (
    <section className={draftStyles.draftBar} aria-label={`${title}: unpublished draft`}>
      <p>
        <strong>{title}</strong> has an unpublished draft, saved {savedAt}.
      </p>
      <p className={draftStyles.summary}>{summary}</p>
      <div className={styles.actions}>
        <a
          className={styles.secondary}
          href={previewHref ?? `${DRAFTS.previewHref}?section=${slug}`}
          target="_blank"
          rel="noopener"
          aria-label={`${previewLabel ?? `${DRAFTS.labels.preview} ${title}`} (opens in a new tab)`}
        >
          {previewLabel ?? DRAFTS.labels.preview}
        </a>
        <button
          type="button"
          className={styles.primary}
          disabled={pending}
          aria-label={`${DRAFTS.labels.publish} ${title}`}
          onClick={() => run(() => publishDraftAction(slug), DRAFTS.messages.published)}
        >
          {DRAFTS.labels.publish}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={pending}
          aria-label={`${DRAFTS.labels.discard} ${title}`}
          onClick={() =>
            run(() => discardDraftAction(slug), DRAFTS.messages.discarded, {
              ask: {
                title: DRAFTS.messages.discardTitle,
                text: DRAFTS.messages.confirmDiscard,
                confirm: DRAFTS.labels.discard,
              },
            })
          }
        >
          {DRAFTS.labels.discard}
        </button>
      </div>
      {dialog}
    </section>
  );
}

/** Publishes every pending draft at once (one revision, one Undo). */
export function PublishAllButton() {
  const { pending, run } = useUndoableAction();
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={pending}
      onClick={() => run(publishAllDraftsAction, DRAFTS.messages.publishedAll)}
    >
      {DRAFTS.labels.publishAll}
    </button>
  );
}
