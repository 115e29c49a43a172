'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import type { toast as hotToast } from 'react-hot-toast';

let wanted = false;
const wakers = new Set<() => void>();

/**
 * Starts loading the toast library and its area (e.g. when the visitor starts filling in the
 * contact form), so that the first toast shows at once.
 */
export function prepareToasts(): void {
  void loadToast().catch(() => {});
}

/**
 * The toast function of react-hot-toast, loaded with the first toast of a public page. A toast
 * raised before the area has mounted is kept by the library and shown when it mounts.
 */
export async function loadToast(): Promise<typeof hotToast> {
  if (!wanted) {
    wanted = true;
    for (const wake of wakers) wake();
  }
  return (await import('react-hot-toast')).toast;
}

/**
 * The app's toast area. On the public pages (where only the contact form raises toasts) it and
 * react-hot-toast load with the first toast, so they cost nothing on a page nobody writes on;
 * elsewhere (sign-in, admin) they load at once. The public pages are `publicPaths` and every path
 * under one of `publicPrefixes` (the project pages); both come from the server, so the constants
 * module stays out of every page's JavaScript.
 */
export function Toaster({
  publicPaths,
  publicPrefixes,
}: {
  publicPaths: readonly string[];
  publicPrefixes: readonly string[];
}) {
  const pathname = usePathname();
  const lazy = publicPaths.includes(pathname) || publicPrefixes.some((prefix) => pathname.startsWith(prefix));
  const [Area, setArea] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Area) return;
    let cancelled = false;
    const load = () => {
      import('./toast-area').then(
        (mod) => {
          if (!cancelled) setArea(() => mod.ToastArea);
        },
        () => {},
      );
    };
    if (!lazy || wanted) {
      load();
    } else {
      wakers.add(load);
    }
    return () => {
      cancelled = true;
      wakers.delete(load);
    };
  }, [Area, lazy]);

  return Area ? <Area /> : null;
}
