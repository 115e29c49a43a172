import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The admin's `<Link>`: it fetches its page on click, not ahead. Every admin page is rendered per
 * session, so a prefetch is a full server render (on Vercel a function call), and the sidebar
 * alone prefetched 15–30 of them on every navigation. `LinkPending` inside shows a click was taken.
 */
export function AdminLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
