'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { chooseFreshStartAction, startEmptyAction } from '@/lib/admin/fresh-start-actions';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

/** Moves the keyboard to `selector` inside the element `id` once the dashboard has re-rendered. */
function focusLater(id: string, selector: string) {
  setTimeout(() => {
    const target = document.getElementById(id);
    const focusable = target?.querySelector<HTMLElement>(selector);
    target?.scrollIntoView({ block: 'start' });
    focusable?.focus();
  }, 0);
}

type ChoiceButton = {
  type: 'button';
  className: string;
  'aria-describedby': string;
  children: string;
};

/** One choice of the offer: its button (built by the caller, who adds what it does) and its hint. */
function Choice({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: (props: ChoiceButton) => React.ReactNode;
}) {
  return (
    <li>
      {children({ type: 'button', className: styles.secondary, 'aria-describedby': id, children: label })}
      <p id={id} className={styles.muted}>
        {hint}
      </p>
    </li>
  );
}

/**
 * The dashboard's offer on first sign-in, while the demo is untouched: keep the demo, start from a
 * JSON Resume (the import panel below), or start empty (asked first; one revision, offered for
 * Undo). Any answer, or "Not now", is stored, and the offer does not come back.
 */
export function FreshStartOffer() {
  const id = useId();
  const router = useRouter();
  const offerUndo = useUndoOffer();
  const [asking, setAsking] = useState(false);
  const [pending, start] = useTransition();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  function choose(choice: 'demo' | 'resume' | 'dismissed') {
    start(async () => {
      const result = await chooseFreshStartAction(choice);
      if (result.error) {
        notifyError(result.error);
        return;
      }
      if (choice === 'demo') notifySuccess(FRESH_START.offer.kept);
      router.refresh();
      if (choice === 'resume') focusLater(JSON_RESUME.anchor, 'input[type="file"]');
      if (choice === 'demo') focusLater(FRESH_START.checklistAnchor, 'h2');
    });
  }

  function startEmpty() {
    start(async () => {
      const result = await startEmptyAction(FRESH_START.confirmation);
      if (result.error) {
        notifyError(result.error);
        return;
      }
      setAsking(false);
      notifySuccess(FRESH_START.offer.started);
      offerUndo(result.revision, FRESH_START.offer.started);
      router.refresh();
    });
  }

  function cancel() {
    setAsking(false);
    setTimeout(() => emptyRef.current?.focus(), 0);
  }

  return (
    <section
      id={FRESH_START.offerAnchor}
      className={`${styles.backup} ${styles.freshStart}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {FRESH_START.offer.title}
      </h2>
      <p>{FRESH_START.offer.intro}</p>
      <ul className={styles.freshChoices}>
        <Choice id={`${id}-keep`} label={FRESH_START.offer.keep} hint={FRESH_START.offer.keepHint}>
          {(props) => <button {...props} onClick={() => choose('demo')} disabled={pending} />}
        </Choice>
        <Choice id={`${id}-resume`} label={FRESH_START.offer.resume} hint={FRESH_START.offer.resumeHint}>
          {(props) => <button {...props} onClick={() => choose('resume')} disabled={pending} />}
        </Choice>
        <Choice id={`${id}-empty`} label={FRESH_START.offer.empty} hint={FRESH_START.offer.emptyHint}>
          {(props) => (
            <button
              {...props}
              ref={emptyRef}
              onClick={() => setAsking(true)}
              disabled={pending || asking}
              aria-expanded={asking}
              aria-controls={`${id}-confirm`}
            />
          )}
        </Choice>
      </ul>
      <div id={`${id}-confirm`}>
        {asking ? (
          <div className={styles.notice} role="group" aria-labelledby={`${id}-confirm-title`}>
            <h3 id={`${id}-confirm-title`} ref={confirmRef} tabIndex={-1}>
              {FRESH_START.offer.confirmTitle}
            </h3>
            <p>{FRESH_START.offer.confirmBody}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.danger} onClick={startEmpty} disabled={pending}>
                {FRESH_START.offer.confirm}
              </button>
              <button type="button" className={styles.secondary} onClick={cancel} disabled={pending}>
                {FRESH_START.offer.cancel}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <button type="button" className={styles.secondary} onClick={() => choose('dismissed')} disabled={pending}>
        {FRESH_START.offer.dismiss}
      </button>
    </section>
  );
}
