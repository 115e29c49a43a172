'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reduced = () => window.matchMedia(QUERY).matches;

/**
 * Whether the visitor asks for reduced motion, following changes to the setting. The
 * pre-rendered HTML assumes it does, so nothing moves before the browser has said.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => true);
}
