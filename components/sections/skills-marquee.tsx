'use client';

import { useEffect, useState } from 'react';
import { afterSettled } from '@/components/site/after-load';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { MarqueeFrame, skillChips, type MarqueeProps } from './skills-marquee-frame';
import styles from './skills.module.scss';

type LiveMarqueeType = typeof import('./skills-marquee-live').LiveMarquee;

/**
 * The moving band of skills. Until the page has settled (and for visitors who prefer reduced
 * motion) the band is a still row of the same chips; then the moving band (react-fast-marquee and
 * its on-screen check, in their own chunk) is loaded and takes its place. The settings come from
 * the server, so the constants module stays out of the page's JavaScript.
 */
export function SkillsMarquee({ skills, speed, pauseOnHover }: MarqueeProps) {
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
