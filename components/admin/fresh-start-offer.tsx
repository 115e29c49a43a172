'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { chooseFreshStartAction, startEmptyAction } from '@/lib/admin/fresh-start-actions';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { ADMIN_SETTINGS } from '@/lib/admin/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoableAction } from './undo-offer';

/**
 * Moves the keyboard to `selector` inside the element `id` once it is on the page (the dashboard
 * re-rendered, or the settings page reached), unfolding it if it is folded (the demo checklist).
 */
function focusLater(id: string, selector: string, tries = 60) {
  setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return void (tries > 0 && focusLater(id, selector, tries - 1));
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>(selector)?.focus();
  }, 50);
}

/** One choice of the offer (`choice` picks its words): its button, described by its hint (`${base}-${choice}`). */
function Choice({
  base,
  choice,
  ...button
}: { base: string; choice: 'keep' | 'resume' | 'empty' } & ComponentProps<'button'>) {
  return (
    <li>
      <button type="button" className={styles.secondary} aria-describedby={`${base}-${choice}`} {...button}>
        {FRESH_START.offer[choice]}
      </button>
      <p id={`${base}-${choice}`} className={styles.muted}>
        {FRESH_START.offer[`${choice}Hint`]}
      </p>
    </li>
  );
}

/**
 * The dashboard's offer on first sign-in, while the demo is untouched: keep the demo, start from a
 * JSON Resume (the import panel of Settings), or start empty (asked first; one revision, offered for
 * Undo). Any answer, or "Not now", is stored, and the offer does not come back.
 */
export function FreshStartOffer() {
  const id = useId();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { pending, run, start } = useUndoableAction();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  function choose(choice: 'demo' | 'resume' | 'dismissed') {
    start(async () => {
      const result = await chooseFreshStartAction(choice);
      if (result.error) return void notifyError(result.error);
      if (choice === 'demo') notifySuccess(FRESH_START.offer.kept);
      if (choice === 'resume') router.push(`${ADMIN_SETTINGS.href}#${JSON_RESUME.anchor}`);
      else router.refresh();
      if (choice === 'resume') focusLater(JSON_RESUME.anchor, 'input[type="file"]');
      if (choice === 'demo') focusLater(FRESH_START.checklistAnchor, 'h2');
    });
  }

  function startEmpty() {
    run(() => startEmptyAction(FRESH_START.confirmation), FRESH_START.offer.started, {
      then: () => {
        setAsking(false);
        router.refresh();
      },
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
        <Choice base={id} choice="keep" onClick={() => choose('demo')} disabled={pending} />
        <Choice base={id} choice="resume" onClick={() => choose('resume')} disabled={pending} />
        <Choice
          base={id}
          choice="empty"
          ref={emptyRef}
          onClick={() => setAsking(true)}
          disabled={pending || asking}
          aria-expanded={asking}
          aria-controls={`${id}-confirm`}
        />
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
