'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { Options } from 'typewriter-effect';
import { afterSettled } from '@/components/site/after-load';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import styles from './banner.module.scss';

type TypewriterType = ComponentType<{ options: Options }>;

/** The spec's typing timings (TYPING), handed over by the server so the constants stay out of the page's JavaScript. */
export type TypingTimings = { typeDelayMs: number; deleteDelayMs: number; pauseMs: number; loop: boolean };

// pauseFor is a runtime option of the library that its type declarations leave out.
const typingOptions = (timings: TypingTimings): Options & { pauseFor: number } => ({
  autoStart: true,
  loop: timings.loop,
  delay: timings.typeDelayMs,
  deleteSpeed: timings.deleteDelayMs,
  pauseFor: timings.pauseMs,
  skipAddStyles: true,
  wrapperClassName: styles.typed,
  cursorClassName: styles.cursor,
});

/**
 * The typing tagline. The first tagline is in the server HTML; the typing loop starts once the
 * page has settled (see afterSettled; the library is loaded then), so it never competes with the
 * first paint or hydration, unless the visitor prefers reduced motion.
 */
export function Tagline({ taglines, timings }: { taglines: string[]; timings: TypingTimings }) {
  const [Typewriter, setTypewriter] = useState<TypewriterType | null>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (reduced) return;
    let cancelled = false;
    const stopWaiting = afterSettled(() => {
      import('typewriter-effect').then(
        (mod) => {
          if (!cancelled) setTypewriter(() => mod.default as unknown as TypewriterType);
        },
        // The chunk could not be loaded (offline, or a new deploy replaced it): the first tagline stays.
        () => {},
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [reduced]);

  return (
    <p className={styles.tagline}>
      <span className="visually-hidden">{taglines.join(', ')}</span>
      <span aria-hidden="true" data-testid="tagline" data-typing={Typewriter && !reduced ? 'on' : 'off'}>
        {Typewriter && !reduced ? (
          <Typewriter options={{ ...typingOptions(timings), strings: taglines }} />
        ) : (
          taglines[0]
        )}
      </span>
    </p>
  );
}
