'use client';

import { useLinkStatus } from 'next/link';
import styles from './admin-shell.module.scss';

/**
 * Inside a `<Link>`: a small turning ring while the link's page is on its way (the admin has no
 * page-wide loader), so a tap on a slow line is seen to have been taken.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span className={styles.pending} data-testid="link-pending" aria-hidden="true" /> : null;
}
