'use client';

import { usePathname } from 'next/navigation';
import { DRAFTS } from '@/lib/constants';

/** Leaves preview and comes back to the same page as visitors see it. */
export function ExitPreviewLink() {
  const pathname = usePathname();
  return <a href={`${DRAFTS.exitPreviewHref}?to=${encodeURIComponent(pathname)}`}>{DRAFTS.labels.exitPreview}</a>;
}
