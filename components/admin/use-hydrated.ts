'use client';

import { useClientValue } from '@/lib/hooks/use-client-value';

const yes = () => true;

/**
 * False in the server HTML and until React has attached the handlers. Controls that need the
 * script stay disabled until then, so an early click never falls back to a plain form
 * submission (which would put the typed values, passwords included, in the address bar).
 */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
