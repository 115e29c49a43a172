'use client';

import { useState } from 'react';
import { restoreRevisionAction, undoRevisionAction } from '@/lib/admin/history-actions';
import type { HistoryKey } from '@/lib/content/history';
import { HISTORY, HISTORY_SCOPE } from '@/lib/content/history-words';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';
import { useConfirm } from './confirm-dialog';

interface Props {
  id: number;
  label: string;
  undoable: boolean;
  /** The sections this History entry shows: Restore and Undo change these and no others. */
  sections: readonly HistoryKey[];
}

/**
 * Restore (the sections as this revision left them) and Undo (take this revision back), both
 * limited to the sections the entry shows. A restore that would take published items off the
 * site says which and asks first.
 */
export function RevisionActions({ id, label, undoable, sections }: Props) {
  // A flag of its own, not a transition: a transition's pending state also waits for any other
  // transition of the page, and the button must come back as soon as a question is declined.
  const [pending, setPending] = useState(false);
  const offerUndo = useUndoOffer();
  const [dialog, ask] = useConfirm();
  // Until the page script runs, a click would do nothing: the buttons say so by being disabled.
  const ready = useHydrated();

  async function run(action: typeof restoreRevisionAction, done: string) {
    setPending(true);
    try {
      const options = { sections: [...sections] };
      let result = await action(id, options);
      if (result.confirm) {
        const yes = await ask({
          title: HISTORY_SCOPE.confirmTitle,
          text: result.confirm,
          confirm: HISTORY_SCOPE.confirmLabel,
        });
        if (!yes) return;
        result = await action(id, { ...options, confirmed: true });
      }
      if (result.error) return void notifyError(result.error);
      notifySuccess(result.partial ? HISTORY.messages.undonePartly : done);
      offerUndo(result.revision, `${done}: ${label}`);
    } catch {
      notifyError(HISTORY.messages.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.secondary}
        disabled={pending || !ready}
        aria-label={`Restore revision ${id}`}
        onClick={() => void run(restoreRevisionAction, HISTORY.messages.restored)}
      >
        Restore
      </button>
      {undoable ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={pending || !ready}
          aria-label={`Undo this change (revision ${id})`}
          onClick={() => void run(undoRevisionAction, HISTORY.messages.undone)}
        >
          Undo this change
        </button>
      ) : null}
      {dialog}
    </div>
  );
}
