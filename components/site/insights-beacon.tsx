'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SHARE_LINK_CLIENT } from '@/lib/client-constants';
import { loadAfterSettled } from './after-load';

/**
 * Reports this page view (and, from one delegated listener, the résumé, project and social links
 * followed) to the owner's insights, once the page has loaded and the browser is idle. The
 * reporter is a small lazy chunk; nothing is sent when the browser asks not to be tracked.
 */
export function InsightsBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    // A share link's pages are counted for the link alone (components/share), and its token stays out of the site's insights.
    if (SHARE_LINK_CLIENT.isLinkPage(pathname)) return;
    return loadAfterSettled(
      () => import('./insights-reporter'),
      (m) => void m.reportView(pathname),
    );
  }, [pathname]);

  return null;
}
