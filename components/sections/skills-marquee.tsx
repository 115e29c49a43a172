'use client';

import Marquee from 'react-fast-marquee';
import { useInView } from 'react-intersection-observer';
import { MARQUEE } from '@/lib/constants';
import type { NameItem, WithId } from '@/lib/content/schemas';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import styles from './skills.module.scss';

/**
 * The moving band of skills. It moves only while on screen (no animation frames spent on a band
 * nobody sees, e.g. far down the home page) and stands still for visitors who prefer reduced motion.
 */
export function SkillsMarquee({ skills }: { skills: WithId<NameItem>[] }) {
  const reduced = usePrefersReducedMotion();
  const { ref, inView } = useInView();
  const play = inView && !reduced;

  return (
    <div ref={ref} className={styles.marquee} data-playing={play}>
      <ul className="visually-hidden" aria-label="Skills">
        {skills.map((skill) => (
          <li key={skill._id}>{skill.name}</li>
        ))}
      </ul>
      {/* The marquee draws its row only once mounted; the band keeps that line's room from the first paint. */}
      <div aria-hidden="true" className={styles.band}>
        <Marquee speed={MARQUEE.speed} pauseOnHover={MARQUEE.pauseOnHover} play={play} autoFill gradient={false}>
          {skills.map((skill) => (
            <span key={skill._id} className={styles.skill}>
              {skill.name}
            </span>
          ))}
        </Marquee>
      </div>
    </div>
  );
}
