'use client';

import { useTransition } from 'react';
import { repairSectionAction } from '@/lib/admin/history-actions';
import { HISTORY } from '@/lib/content/history-words';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

export function RepairButton({ section, label, title }: { section: string; label: string; title: string }) {
  const [pending, start] = useTransition();
  const offerUndo = useUndoOffer();
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await repairSectionAction(section);
          if (result.error) return void notifyError(result.error);
          notifySuccess(HISTORY.messages.repaired);
          offerUndo(result.revision, `${title} repaired`);
        })
      }
    >
      {label}
    </button>
  );
}
