'use client';

import { useLoadedAfterSettled } from './after-load';
import type { CounterWords } from './visitor-counter-widget';

/**
 * Loads the counter (and counts the visit) once the page has settled, so it never weighs on first
 * load. `words`: its labels, in the page's language (from the server).
 */
export function VisitorCounter({ words }: { words: CounterWords }) {
  const widget = useLoadedAfterSettled(() => import('./visitor-counter-widget'));
  return widget ? <widget.VisitorCounterWidget words={words} /> : null;
}
