'use client';

import { createContext, use, useCallback, useEffect, useState, useTransition, type ReactNode } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { undoRevisionAction } from '@/lib/admin/history-actions';
import { HISTORY } from '@/lib/content/history-words';
import styles from './admin.module.scss';
import { useConfirm, type Question } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

interface Offer {
  revision: number;
  /** What was done, e.g. "Deleted Tidewatch". */
  what: string;
}

type OfferUndo = (revision: number | undefined, what: string) => void;

const UndoContext = createContext<OfferUndo>(() => undefined);

/** Lets an editor offer Undo for the change it just made. */
export const useUndoOffer = () => use(UndoContext);

/**
 * Runs a server action in a transition, after the owner's yes to `ask` when there is one
 * (`dialog` draws the question): its error is toasted; a success toasts `message`, offers Undo
 * (as `undoText`) and then calls `then`. `start` runs other work in the same transition.
 */
export function useUndoableAction() {
  const [pending, start] = useTransition();
  const offerUndo = useUndoOffer();
  const [dialog, confirm] = useConfirm();
  function run(
    action: () => Promise<ActionState>,
    message: string,
    { then, undoText = message, ask }: { then?: () => void; undoText?: string; ask?: Question } = {},
  ) {
    const go = () =>
      start(async () => {
        const result = await action();
        if (result.error) return void notifyError(result.error);
        notifySuccess(message);
        // Only a change with a revision offers Undo (a message deleted from the inbox has none,
        // and must not take away the offer of the change before it).
        if (result.revision !== undefined) offerUndo(result.revision, undoText);
        then?.();
      });
    if (ask) void confirm(ask).then((yes) => yes && go());
    else go();
  }
  return { pending, run, start, dialog };
}

/**
 * After a save, delete or reorder, a bar says what was done and offers Undo for
 * HISTORY.undoWindowMs (well beyond the 2 s toast). It is a polite live region, so screen
 * readers hear the offer, and its button is a normal tab stop.
 */
export function UndoProvider({ children }: { children: ReactNode }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [pending, startUndo] = useTransition();

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), HISTORY.undoWindowMs);
    return () => clearTimeout(timer);
  }, [offer]);

  const offerUndo = useCallback<OfferUndo>((revision, what) => {
    setOffer(revision === undefined ? null : { revision, what });
  }, []);

  function undo() {
    if (!offer) return;
    startUndo(async () => {
      const result = await undoRevisionAction(offer.revision);
      if (result.error) return void notifyError(result.error);
      setOffer(null);
      notifySuccess(result.partial ? HISTORY.messages.undonePartly : HISTORY.messages.undone);
    });
  }

  return (
    <UndoContext value={offerUndo}>
      {children}
      <div role="status" aria-live="polite" className={styles.undoBar}>
        {offer ? (
          <>
            <span>{offer.what}</span>
            <button type="button" className={styles.secondary} onClick={undo} disabled={pending}>
              {HISTORY.messages.undo}
            </button>
          </>
        ) : null}
      </div>
    </UndoContext>
  );
}
