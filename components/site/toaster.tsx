'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import type { toast as hotToast } from 'react-hot-toast';
import { PUBLIC_ROUTES } from '@/lib/constants';

const PUBLIC_PATHS: ReadonlySet<string> = new Set(PUBLIC_ROUTES.map((route) => route.href));

let wanted = false;
const wakers = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const wake of wakers) wake();
}

/**
 * Starts loading the toast library and its area (e.g. when the visitor starts filling in the
 * contact form), so that the first toast shows at once.
 */
export function prepareToasts(): void {
  want();
  void import('react-hot-toast').catch(() => {});
}

/**
 * The toast function of react-hot-toast, loaded with the first toast of a public page. A toast
 * raised before the area has mounted is kept by the library and shown when it mounts.
 */
export async function loadToast(): Promise<typeof hotToast> {
  want();
  return (await import('react-hot-toast')).toast;
}

/**
 * The app's toast area. On the public pages (where only the contact form raises toasts) it and
 * react-hot-toast load with the first toast, so they cost nothing on a page nobody writes on;
 * elsewhere (sign-in, admin) they load at once.
 */
export function Toaster() {
  const pathname = usePathname();
  const lazy = PUBLIC_PATHS.has(pathname);
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
