'use client';

import { useLoadedAfterSettled } from './after-load';

/** Loads the counter (and counts the visit) once the page has settled, so it never weighs on first load. */
export function VisitorCounter() {
  const widget = useLoadedAfterSettled(() => import('./visitor-counter-widget'));
  return widget ? <widget.VisitorCounterWidget /> : null;
}
