'use client';

import Marquee from 'react-fast-marquee';
import { useEffect, useState } from 'react';
import { MARQUEE } from '@/lib/constants';
import type { NameItem, WithId } from '@/lib/content/schemas';
import styles from './skills.module.scss';

/** The moving band of skills; it stands still for visitors who prefer reduced motion. */
export function SkillsMarquee({ skills }: { skills: WithId<NameItem>[] }) {
  const [play, setPlay] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => setPlay(!query.matches);
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  return (
    <div className={styles.marquee} data-playing={play}>
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
