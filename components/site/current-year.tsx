'use client';

import { useEffect, useState } from 'react';

/** The visitor's current year; pages are pre-rendered, so the build year is only the fallback. */
export function CurrentYear({ fallback }: { fallback: number }) {
  const [year, setYear] = useState(fallback);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
