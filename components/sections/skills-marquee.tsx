'use client';

import { useEffect, useState } from 'react';
import { afterSettled } from '@/components/site/after-load';
import type { NameItem, WithId } from '@/lib/content/schemas';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { MarqueeFrame, skillChips } from './skills-marquee-frame';
import styles from './skills.module.scss';

type LiveMarqueeType = typeof import('./skills-marquee-live').LiveMarquee;

/**
 * The moving band of skills. Until the page has settled (and for visitors who prefer reduced
 * motion) the band is a still row of the same chips; then the moving band (react-fast-marquee and
 * its on-screen check, in their own chunk) is loaded and takes its place.
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
  const [Live, setLive] = useState<LiveMarqueeType | null>(null);

  useEffect(() => {
    if (reduced) return;
    let cancelled = false;
    const stopWaiting = afterSettled(() => {
      import('./skills-marquee-live').then(
        (mod) => {
          if (!cancelled) setLive(() => mod.LiveMarquee);
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

  if (Live && !reduced) return <Live skills={skills} speed={speed} pauseOnHover={pauseOnHover} />;
  return (
    <MarqueeFrame skills={skills} playing={false}>
      <div className={styles.still}>{skillChips(skills)}</div>
    </MarqueeFrame>
  );
}
