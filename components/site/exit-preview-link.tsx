'use client';

import { usePathname } from 'next/navigation';

/**
 * Leaves preview and comes back to the same page as visitors see it. `href` and `label`
 * (DRAFTS) come from the server, keeping the constants module out of the page's JavaScript.
 */
export function ExitPreviewLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  return <a href={`${href}?to=${encodeURIComponent(pathname)}`}>{label}</a>;
}
