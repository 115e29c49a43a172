'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { logout, signOutEverywhere } from '@/lib/auth/actions';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS, LOGIN_HREF, MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';
import { AdminIcon } from './icons';
import { notifyError, notifySuccess } from './notify';

/** Logout ends this browser's session on the server; `everywhere` ends every session of the owner. */
export function LogoutButton({ everywhere = false }: { everywhere?: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await (everywhere ? signOutEverywhere() : logout());
          if ('error' in result) notifyError(result.error);
          else notifySuccess(everywhere ? ADMIN_MESSAGES.signedOutEverywhere : MESSAGES.logoutSuccess);
          router.replace(LOGIN_HREF);
          router.refresh();
        })
      }
    >
      <AdminIcon name="logout" />
      {everywhere ? ADMIN_MESSAGES.signOutEverywhere : BUTTON_LABELS.logout}
    </button>
  );
}
