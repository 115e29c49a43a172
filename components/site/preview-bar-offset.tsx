'use client';

import { useEffect } from 'react';

/**
 * Keeps the fixed top bar below the preview bar: publishes the preview bar's height (it wraps on
 * narrow screens) as `--preview-bar-height` on <html>, which the top bar's `top` follows. Without
 * JavaScript the stylesheet's estimate applies.
 */
export function PreviewBarOffset({ selector }: { selector: string }) {
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>(selector);
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--preview-bar-height', `${bar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--preview-bar-height');
    };
  }, [selector]);
  return null;
}
