'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadAndIdle } from './after-load';

/**
 * Loads the counter (and counts the visit) once the page has loaded and the browser is idle, so
 * it never weighs on first load. A plain import in an effect rather than next/dynamic: no
 * Suspense boundary whose reveal React delays.
 */
export function VisitorCounter() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    const stopWaiting = afterLoadAndIdle(() => {
      import('./visitor-counter-widget').then(
        (m) => active && setWidget(() => m.VisitorCounterWidget),
        () => undefined,
      );
    });
    return () => {
      active = false;
      stopWaiting();
    };
  }, []);

  return Widget ? <Widget /> : null;
}
