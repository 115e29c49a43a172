'use client';

import { repairSectionAction } from '@/lib/admin/history-actions';
import { HISTORY } from '@/lib/content/history-words';
import styles from './admin.module.scss';
import { useUndoableAction } from './undo-offer';

export function RepairButton({ section, label, title }: { section: string; label: string; title: string }) {
  const { pending, run } = useUndoableAction();
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={pending}
      onClick={() =>
        run(() => repairSectionAction(section), HISTORY.messages.repaired, { undoText: `${title} repaired` })
      }
    >
      {label}
    </button>
  );
}
