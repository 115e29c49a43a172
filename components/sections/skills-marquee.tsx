'use client';

import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { afterSettled } from '@/components/site/after-load';
import type { NameItem, WithId } from '@/lib/content/schemas';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import styles from './skills.module.scss';

type MarqueeType = typeof import('react-fast-marquee').default;

/**
 * The moving band of skills. Until the page has settled (and for visitors who prefer reduced
 * motion) the band is a still row of the same chips; then react-fast-marquee is loaded and moves
 * it, only while on screen (no animation frames spent on a band nobody sees, e.g. far down the
 * home page).
 */
export function SkillsMarquee({
  skills,
  speed,
  pauseOnHover,
}: {
  skills: WithId<NameItem>[];
  /** MARQUEE's settings, from the server (the constants module stays out of the page's JavaScript). */
  speed: number;
  pauseOnHover: boolean;
}) {
  const reduced = usePrefersReducedMotion();
  const { ref, inView } = useInView();
  const [Marquee, setMarquee] = useState<MarqueeType | null>(null);
  const play = inView && !reduced && Marquee !== null;

  useEffect(() => {
    if (reduced) return;
    let cancelled = false;
    const stopWaiting = afterSettled(() => {
      import('react-fast-marquee').then(
        (mod) => {
          if (!cancelled) setMarquee(() => mod.default);
        },
        // The chunk could not be loaded: the row stays still.
        () => {},
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [reduced]);

  const chips = skills.map((skill) => (
    <span key={skill._id} className={styles.skill}>
      {skill.name}
    </span>
  ));

  return (
    <div ref={ref} className={styles.marquee} data-playing={play}>
      <ul className="visually-hidden" aria-label="Skills">
        {skills.map((skill) => (
          <li key={skill._id}>{skill.name}</li>
        ))}
      </ul>
      <div aria-hidden="true" className={styles.band}>
        {Marquee && !reduced ? (
          <Marquee speed={speed} pauseOnHover={pauseOnHover} play={play} autoFill gradient={false}>
            {chips}
          </Marquee>
        ) : (
          <div className={styles.still}>{chips}</div>
        )}
      </div>
    </div>
  );
}
