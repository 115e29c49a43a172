'use client';

import { useEffect, useState } from 'react';
import { useFormStatus } from 'react-dom';
import type { ActionState } from '@/lib/admin/action-state';
import { ADMIN_BUTTON_RESET_MS, BUTTON_LABELS } from '@/lib/constants';
import styles from './admin.module.scss';

export type SaveMode = 'add' | 'update';

const LABELS = {
  add: { idle: BUTTON_LABELS.add, pending: BUTTON_LABELS.adding, done: BUTTON_LABELS.added },
  update: { idle: BUTTON_LABELS.update, pending: BUTTON_LABELS.updating, done: BUTTON_LABELS.updated },
} as const;

/**
 * The form's submit button: Add → Adding... while the form's action runs → Added for
 * ADMIN_BUTTON_RESET_MS after a success → Add (and the same for Update). A refusal goes straight
 * back to Add / Update.
 */
export function SaveButton({ mode, result }: { mode: SaveMode; result: ActionState }) {
  const { pending } = useFormStatus();
  // The success stamp whose "done" label has had its time.
  const [expired, setExpired] = useState<number | undefined>(undefined);
  const doneAt = result.ok ? result.at : undefined;

  useEffect(() => {
    if (doneAt === undefined) return;
    const timer = setTimeout(() => setExpired(doneAt), ADMIN_BUTTON_RESET_MS);
    return () => clearTimeout(timer);
  }, [doneAt]);

  const phase = pending ? 'pending' : doneAt !== undefined && expired !== doneAt ? 'done' : 'idle';
  return (
    <button type="submit" className={styles.primary} disabled={pending}>
      {LABELS[mode][phase]}
    </button>
  );
}
