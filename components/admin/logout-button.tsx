'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { logout } from '@/lib/auth/actions';
import { BUTTON_LABELS, LOGIN_HREF, MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifySuccess } from './notify';

export function LogoutButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await logout();
          notifySuccess(MESSAGES.logoutSuccess);
          router.replace(LOGIN_HREF);
          router.refresh();
        })
      }
    >
      {BUTTON_LABELS.logout}
    </button>
  );
}
