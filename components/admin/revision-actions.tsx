'use client';

import { useTransition } from 'react';
import { restoreRevisionAction, undoRevisionAction } from '@/lib/admin/history-actions';
import { HISTORY } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

/** Restore (the sections as this revision left them) and Undo (take this revision back). */
export function RevisionActions({ id, label, undoable }: { id: number; label: string; undoable: boolean }) {
  const [pending, start] = useTransition();
  const offerUndo = useUndoOffer();

  function run(action: (id: number) => ReturnType<typeof restoreRevisionAction>, done: string) {
    start(async () => {
      const result = await action(id);
      if (result.error) return void notifyError(result.error);
      notifySuccess(result.partial ? HISTORY.messages.undonePartly : done);
      offerUndo(result.revision, `${done}: ${label}`);
    });
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.secondary}
        disabled={pending}
        aria-label={`Restore revision ${id}`}
        onClick={() => run(restoreRevisionAction, HISTORY.messages.restored)}
      >
        Restore
      </button>
      {undoable ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={pending}
          aria-label={`Undo this change (revision ${id})`}
          onClick={() => run(undoRevisionAction, HISTORY.messages.undone)}
        >
          Undo this change
        </button>
      ) : null}
    </div>
  );
}
