'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link between pages of the site that navigates on the client, as next/link does, without
 * next/link's own module (prefetching, which these links never used, and its Pages Router
 * helpers: about 4 KiB of gzip JavaScript on every public page). A plain left click goes through
 * the App Router; a modified click (new tab, download), a click another handler has taken, and
 * stay the browser's own. `data-client-nav` tells a pre-rendered page's script loader to hold a
 * click made before React has hydrated (lib/http/hydrate-after-paint.mjs).
 */
export function NavLink({
  href,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    if (rest.download !== undefined) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a href={href} onClick={navigate} data-client-nav="" {...rest}>
      {children}
    </a>
  );
}
