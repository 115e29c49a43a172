'use client';

import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { useScrolledPast } from './scroll-progress';
import styles from './scroll-top-eyes.module.scss';

/** Pupil offset towards a point, bounded to ±max px on each axis. */
export function pupilOffset(eyeX: number, eyeY: number, x: number, y: number, max: number) {
  const dx = x - eyeX;
  const dy = y - eyeY;
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return { x: 0, y: 0 };
  const scale = Math.min(max, distance / 10) / distance;
  const clamp = (v: number) => Math.max(-max, Math.min(max, v));
  return { x: clamp(dx * scale), y: clamp(dy * scale) };
}

/**
 * The floating scroll-to-top control: two eyes that watch the pointer (and look straight ahead,
 * still, for visitors who prefer reduced motion). `visiblePx` and `pupilMaxPx` (SCROLL) come from
 * the server, keeping the constants module out of the page's JavaScript.
 */
export function ScrollTopEyes({
  visiblePx,
  pupilMaxPx,
  label,
}: {
  visiblePx: number;
  pupilMaxPx: number;
  /** Its name ("Scroll to top"), in the page's language. */
  label: string;
}) {
  const visible = useScrolledPast(visiblePx);
  const button = useRef<HTMLButtonElement>(null);
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (!visible) return;
    const pupils = () => button.current?.querySelectorAll<HTMLElement>('[data-pupil]') ?? [];
    if (still) {
      pupils().forEach((pupil) => (pupil.style.transform = ''));
      return;
    }
    let frame = 0;
    let pointer = { x: 0, y: 0 };
    const move = () => {
      frame = 0;
      pupils().forEach((pupil) => {
        const { left, top, width, height } = pupil.parentElement!.getBoundingClientRect();
        const offset = pupilOffset(left + width / 2, top + height / 2, pointer.x, pointer.y, pupilMaxPx);
        pupil.style.transform = `translate(${offset.x}px, ${offset.y}px)`;
      });
    };
    const onPointer = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      if (!frame) frame = requestAnimationFrame(move);
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointer);
    };
  }, [visible, pupilMaxPx, still]);

  return (
    <button
      ref={button}
      type="button"
      className={`${styles.eyes} ${visible ? styles.visible : ''}`}
      onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })}
      aria-label={label}
      hidden={!visible}
      data-visible={visible}
    >
      {['left', 'right'].map((side) => (
        <span key={side} className={styles.eye}>
          <span className={styles.pupil} data-pupil />
        </span>
      ))}
    </button>
  );
}
