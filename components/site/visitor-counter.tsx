'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterSettled } from './after-load';

/**
 * Loads the counter (and counts the visit) once the page has settled (see afterSettled), so it
 * never weighs on first load. A plain import in an effect rather than next/dynamic: no
 * Suspense boundary whose reveal React delays.
 */
export function VisitorCounter() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    const stopWaiting = afterSettled(() => {
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
