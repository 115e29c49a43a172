import type { ReactNode } from 'react';
import styles from './section.module.scss';

/** A titled page section; `id` doubles as the deep-link anchor. `highlight` ends the title in a span of its own. */
export function Section({
  id,
  title,
  highlight,
  accent,
  children,
}: {
  id: string;
  title: string;
  highlight?: string;
  accent: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={styles.section}
      style={{ '--accent': accent } as React.CSSProperties}
    >
      <h2 id={headingId} className={styles.heading}>
        {highlight ? (
          <>
            {`${title} `}
            <span>{highlight}</span>
          </>
        ) : (
          title
        )}
      </h2>
      {children}
    </section>
  );
}
