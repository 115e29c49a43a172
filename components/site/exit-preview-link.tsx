'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Leaves preview and comes back to the same page as visitors see it. `href` and `label`
 * (DRAFTS) come from the server, keeping the constants module out of the page's JavaScript.
 *
 * It also keeps the fixed top bar below the preview bar `bar` (a selector): publishes its height
 * (it wraps on narrow screens) as `--preview-bar-height` on <html>, which the top bar's `top`
 * follows. Without JavaScript the stylesheet's estimate applies.
 */
export function ExitPreviewLink({ href, label, bar }: { href: string; label: string; bar: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const element = document.querySelector<HTMLElement>(bar);
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--preview-bar-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--preview-bar-height');
    };
  }, [bar]);
  return <a href={`${href}?to=${encodeURIComponent(pathname)}`}>{label}</a>;
}
