import { ADMIN_HREF, BUTTON_LABELS } from '@/lib/constants';
import styles from './admin.module.scss';
import { AdminLink } from './admin-link';
import { LinkPending } from './link-pending';

export function BackLink() {
  return (
    <AdminLink href={ADMIN_HREF} className={styles.back}>
      <span aria-hidden="true">← </span>
      {BUTTON_LABELS.back}
      <LinkPending />
    </AdminLink>
  );
}
