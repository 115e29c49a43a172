import Link from 'next/link';
import { ADMIN_HREF, BUTTON_LABELS } from '@/lib/constants';
import styles from './admin.module.scss';
import { LinkPending } from './link-pending';

export function BackLink() {
  return (
    <Link href={ADMIN_HREF} prefetch={false} className={styles.back}>
      <span aria-hidden="true">← </span>
      {BUTTON_LABELS.back}
      <LinkPending />
    </Link>
  );
}
