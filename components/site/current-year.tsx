'use client';

import { useClientValue } from '@/lib/hooks/use-client-value';

const thisYear = () => new Date().getFullYear();

/** The visitor's current year; pages are pre-rendered, so the build year is only the fallback. */
export function CurrentYear({ fallback }: { fallback: number }) {
  return <>{useClientValue(thisYear, fallback)}</>;
}
