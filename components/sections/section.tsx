import type { ReactNode } from 'react';
import styles from './section.module.scss';

/** A titled page section; `id` doubles as the deep-link anchor. */
export function Section({
  id,
  title,
  accent,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  accent: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${className ?? ''}`}
      style={{ '--accent': accent } as React.CSSProperties}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
