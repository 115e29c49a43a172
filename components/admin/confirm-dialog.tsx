'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import styles from './admin.module.scss';

export interface Question {
  title: string;
  text: string;
  /** The button that does it, e.g. "Delete". */
  confirm: string;
}

/**
 * A question of the site's own before a destructive action (not `window.confirm`): a native modal
 * <dialog> (focus kept inside, Escape cancels) named by its title and described by its text, with
 * Cancel focused first. `ask` answers true when the owner confirms.
 */
export function useConfirm(): [ReactNode, (question: Question) => Promise<boolean>] {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const [question, setQuestion] = useState<Question | null>(null);

  // Opened once its text is drawn, so a screen reader reads the right question.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!question || !dialog || dialog.open) return;
    dialog.showModal();
    cancelRef.current?.focus();
  }, [question]);

  function ask(next: Question): Promise<boolean> {
    answer.current(false);
    // Shown from a microtask: asked inside a form action (a transition), the question would
    // otherwise wait for that action to end, which waits for the answer. (Not a timer, which a
    // paused page clock would hold.)
    queueMicrotask(() => setQuestion(next));
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  }

  function close(yes: boolean) {
    const resolve = answer.current;
    answer.current = () => {};
    dialogRef.current?.close();
    setQuestion(null);
    resolve(yes);
  }

  const dialog = (
    <dialog
      ref={dialogRef}
      className={styles.confirm}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => close(false)}
    >
      {question ? (
        <>
          <h2 id={`${id}-title`} className={styles.subtitle}>
            {question.title}
          </h2>
          <p id={`${id}-text`}>{question.text}</p>
          <div className={styles.confirmActions}>
            <button ref={cancelRef} type="button" className={styles.secondary} onClick={() => close(false)}>
              {ADMIN_MESSAGES.cancel}
            </button>
            <button type="button" className={styles.danger} onClick={() => close(true)}>
              {question.confirm}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
  return [dialog, ask];
}
