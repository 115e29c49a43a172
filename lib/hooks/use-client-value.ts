'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the URL, the clock, "React is running"): `server` in the
 * pre-rendered HTML and during hydration, then `read()` — without an effect that sets state
 * and renders twice. `read` must return the same value while nothing has changed.
 */
export function useClientValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(never, read, () => server);
}

const yes = () => true;

/** False in the pre-rendered HTML and during hydration, true once React runs the page. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
