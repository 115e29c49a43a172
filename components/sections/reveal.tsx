'use client';

import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Plays a one-time entrance (CSS in styles/globals.scss) once `threshold` of the element is
 * visible. Without JavaScript, or with reduced motion, the content simply shows.
 */
export function Reveal({
  threshold,
  children,
  className,
  as: Tag = 'div',
  staged = false,
}: {
  threshold: number;
  children: ReactNode;
  className?: string;
  as?: 'div' | 'li' | 'article' | 'footer';
  /** The element stays put and its own stylesheet animates its children. */
  staged?: boolean;
}) {
  const { ref, inView } = useInView({ threshold, triggerOnce: true });
  return (
    <Tag
      ref={ref}
      className={className}
      data-reveal={inView ? 'shown' : 'waiting'}
      data-reveal-staged={staged || undefined}
      data-threshold={threshold}
    >
      {children}
    </Tag>
  );
}
