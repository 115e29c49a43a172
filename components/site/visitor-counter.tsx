'use client';

import dynamic from 'next/dynamic';

// Loaded after the page is interactive: the counter never weighs on first load.
const VisitorCounterWidget = dynamic(
  () => import('./visitor-counter-widget').then((m) => m.VisitorCounterWidget),
  { ssr: false },
);

export function VisitorCounter() {
  return <VisitorCounterWidget />;
}
