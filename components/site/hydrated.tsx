'use client';

import { useEffect } from 'react';

/**
 * Tells a pre-rendered page's script loader (lib/http/hydrate-after-paint.mjs) that React has
 * hydrated the page, so that it hands over what the visitor did before. Rendered last in <body>:
 * its effect runs after those of everything before it. `signal` is the loader's global (HYDRATED),
 * from the server; on pages without the loader it is absent and nothing happens.
 */
export function Hydrated({ signal }: { signal: string }) {
  useEffect(() => {
    const handOver = (window as unknown as Record<string, unknown>)[signal];
    if (typeof handOver === 'function') handOver();
  }, [signal]);
  return null;
}
