'use client';

import Marquee from 'react-fast-marquee';
import { useInView } from 'react-intersection-observer';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { MarqueeFrame, skillChips, type MarqueeProps } from './skills-marquee-frame';

/**
 * The moving band: react-fast-marquee, playing only while on screen (no animation frames spent
 * on a band nobody sees, e.g. far down the home page), still again if the visitor comes to
 * prefer reduced motion. Loaded once the page has settled (see SkillsMarquee).
 */
export function LiveMarquee({ skills, label, speed, pauseOnHover }: MarqueeProps) {
  const reduced = usePrefersReducedMotion();
  const { ref, inView } = useInView();
  return (
    <MarqueeFrame skills={skills} label={label} playing={inView && !reduced} frameRef={ref}>
      {!reduced && (
        <Marquee speed={speed} pauseOnHover={pauseOnHover} play={inView} autoFill gradient={false}>
          {skillChips(skills)}
        </Marquee>
      )}
    </MarqueeFrame>
  );
}
