'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useId, useRef, useState, useTransition } from 'react';
import { logout, signOutEverywhere } from '@/lib/auth/actions';
import { ADMIN_MESSAGES, DASHBOARD } from '@/lib/admin/words';
import { BUTTON_LABELS, LOGIN_HREF, MESSAGES } from '@/lib/constants';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './admin.module.scss';
import { AdminIcon } from './icons';
import { notifyError, notifySuccess } from './notify';

/** Logout ends this browser's session on the server; `everywhere` ends every session of the owner. */
function LogoutButton({ everywhere = false }: { everywhere?: boolean }) {
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

/**
 * One menu for the session: Logout and Sign out everywhere. A disclosure
 * (aria-expanded): Escape or a press elsewhere closes it, the focus back on its button.
 */
export function AccountMenu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, root, button);
  return (
    <div ref={root} className={styles.account}>
      <button
        ref={button}
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <AdminIcon name="user" />
        {DASHBOARD.account}
      </button>
      <div id={id} className={styles.accountPanel} hidden={!open}>
        <LogoutButton />
        <LogoutButton everywhere />
      </div>
    </div>
  );
}
