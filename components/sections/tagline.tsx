'use client';

import { useEffect, useState } from 'react';
import { afterSettled } from '@/components/site/after-load';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import styles from './banner.module.scss';

/** The spec's typing timings (TYPING), handed over by the server so the constants stay out of the page's JavaScript. */
export type TypingTimings = { typeDelayMs: number; deleteDelayMs: number; pauseMs: number; loop: boolean };

/**
 * The typing loop, as a list of the texts shown and how long each stays: the first tagline (in
 * the server HTML) stays for the pause, is deleted character by character, the next is typed,
 * pauses, and so on; with `loop`, back to the first. Plain strings only: what is shown is always
 * text, never markup.
 */
function* typingSteps(taglines: string[], timings: TypingTimings): Generator<{ text: string; holdMs: number }> {
  let index = 0;
  for (;;) {
    const current = taglines[index];
    const next = index + 1 < taglines.length ? index + 1 : timings.loop ? 0 : -1;
    if (next < 0) return;
    for (let length = current.length - 1; length >= 0; length--) {
      yield { text: current.slice(0, length), holdMs: length === 0 ? timings.typeDelayMs : timings.deleteDelayMs };
    }
    const upcoming = taglines[next];
    for (let length = 1; length <= upcoming.length; length++) {
      const done = length === upcoming.length;
      yield { text: upcoming.slice(0, length), holdMs: done ? timings.pauseMs : timings.typeDelayMs };
    }
    index = next;
  }
}

/**
 * The typing tagline. The first tagline is in the server HTML; the typing loop starts once the
 * page has settled (see afterSettled), so it never competes with the first paint or hydration,
 * and not at all for a visitor who prefers reduced motion. Each step lands on the first animation
 * frame after its delay.
 */
export function Tagline({ taglines, timings }: { taglines: string[]; timings: TypingTimings }) {
  const [typed, setTyped] = useState<string | null>(null);
  const reduced = usePrefersReducedMotion();
  const typing = typed !== null && !reduced;

  useEffect(() => {
    if (reduced || taglines.length < 2) return;
    let frame = 0;
    const stopWaiting = afterSettled(() => {
      const steps = typingSteps(taglines, timings);
      let holdMs = timings.pauseMs;
      let since = performance.now();
      setTyped(taglines[0]);
      const tick = (now: number) => {
        if (now - since >= holdMs) {
          const step = steps.next();
          if (step.done) return;
          setTyped(step.value.text);
          holdMs = step.value.holdMs;
          since = now;
        }
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stopWaiting();
      cancelAnimationFrame(frame);
      setTyped(null);
    };
  }, [reduced, taglines, timings]);

  return (
    <p className={styles.tagline}>
      <span className="visually-hidden">{taglines.join(', ')}</span>
      {/* Every tagline, invisible, in the cell the typed one is drawn in: the line is as tall as the
          tallest at this width, so typing never moves the page and no space is left empty. */}
      {taglines.map((tagline, i) => (
        <span key={i} aria-hidden="true" className={styles.sizer}>
          {tagline}
          {taglines.length > 1 ? <span className={styles.cursor}>|</span> : null}
        </span>
      ))}
      <span aria-hidden="true" className={styles.shown} data-testid="tagline" data-typing={typing ? 'on' : 'off'}>
        {typing ? (
          <>
            <span className={styles.typed}>{typed}</span>
            <span className={styles.cursor}>|</span>
          </>
        ) : (
          taglines[0]
        )}
      </span>
    </p>
  );
}
