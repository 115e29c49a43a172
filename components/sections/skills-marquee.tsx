'use client';

import { useLoadedAfterSettled } from '@/components/site/after-load';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { MarqueeFrame, type MarqueeProps } from './skills-marquee-frame';

/**
 * The moving band of skills. Until the page has settled (and for visitors who prefer reduced
 * motion) the band is a still row of the same chips; then the moving band (react-fast-marquee and
 * its on-screen check, in their own chunk) is loaded and takes its place. The settings come from
 * the server, so the constants module stays out of the page's JavaScript.
 */
export function SkillsMarquee({ skills, label, speed, pauseOnHover }: MarqueeProps) {
  const reduced = usePrefersReducedMotion();
  // Until then, or if its chunk cannot be loaded, the row stays still.
  const live = useLoadedAfterSettled(() => import('./skills-marquee-live'), !reduced);

  if (live && !reduced)
    return <live.LiveMarquee skills={skills} label={label} speed={speed} pauseOnHover={pauseOnHover} />;
  return <MarqueeFrame skills={skills} label={label} playing={false} />;
}
