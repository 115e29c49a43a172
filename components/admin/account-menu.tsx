'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { DASHBOARD } from '@/lib/admin/words';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './admin.module.scss';
import { AdminIcon } from './icons';
import { LogoutButton } from './logout-button';

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
