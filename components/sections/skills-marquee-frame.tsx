import type { Ref } from 'react';
import type { MARQUEE } from '@/lib/constants';
import type { NameItem, WithId } from '@/lib/content/schemas';
import styles from './skills.module.scss';

/** What the band shows, its list's name in the page's language, and how it moves (MARQUEE's settings, passed from the server). */
export type MarqueeProps = { skills: WithId<NameItem>[]; label: string } & typeof MARQUEE;

/** The skills as chips, for the band (still or moving). */
export function skillChips(skills: WithId<NameItem>[]) {
  return skills.map((skill) => (
    <span key={skill._id} className={styles.skill}>
      {skill.name}
    </span>
  ));
}

/** The band's box: the skills as a list for assistive technology, and the visible band (by default a still row). */
export function MarqueeFrame({
  skills,
  label,
  playing,
  frameRef,
  children,
}: {
  skills: WithId<NameItem>[];
  label: string;
  playing: boolean;
  frameRef?: Ref<HTMLDivElement>;
  children?: React.ReactNode;
}) {
  return (
    <div ref={frameRef} className={styles.marquee} data-playing={playing}>
      <ul className="visually-hidden" aria-label={label}>
        {skills.map((skill) => (
          <li key={skill._id}>{skill.name}</li>
        ))}
      </ul>
      <div aria-hidden="true" className={styles.band}>
        {children || <div className={styles.still}>{skillChips(skills)}</div>}
      </div>
    </div>
  );
}
