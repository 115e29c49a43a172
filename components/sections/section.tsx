import type { ReactNode } from 'react';
import styles from './section.module.scss';

/**
 * The highlighted end of a section's heading: the `<hl>` of its message
 * (`words.rich('about.heading', { hl })` → "About <span>Me</span>").
 */
export const hl = (chunks: ReactNode) => <span>{chunks}</span>;

/** A titled page section; `id` doubles as the deep-link anchor. `heading`: its title, the highlight in a span of its own (`hl`). */
export function Section({
  id,
  heading,
  accent,
  children,
}: {
  id: string;
  heading: ReactNode;
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
        {heading}
      </h2>
      {children}
    </section>
  );
}
