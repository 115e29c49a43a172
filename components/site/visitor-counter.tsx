'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads the counter after the page is interactive, so it never weighs on first load. A plain
 * import in an effect rather than next/dynamic: no Suspense boundary whose reveal React delays.
 */
export function VisitorCounter() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    import('./visitor-counter-widget').then(
      (m) => active && setWidget(() => m.VisitorCounterWidget),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  return Widget ? <Widget /> : null;
}
