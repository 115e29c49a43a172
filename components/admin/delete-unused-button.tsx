'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-client-value';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

/** Deletes every upload nothing uses (History-held ones stay), after the owner confirms the count. */
export function DeleteUnusedButton({ count }: { count: number }) {
  const router = useRouter();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [dialog, ask] = useConfirm();

  async function removeAll() {
    const yes = await ask({
      title: MEDIA_LIBRARY.deleteUnusedTitle,
      text: MEDIA_LIBRARY.confirmDeleteUnused(count),
      confirm: MEDIA_LIBRARY.deleteLabel,
    });
    if (!yes) return;
    setPending(true);
    try {
      const response = await fetch(`${MEDIA_LIBRARY.endpoint}/unused`, { method: 'DELETE' });
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
      if (!response.ok) return void notifyError(body.error ?? `Delete failed (${response.status})`);
      notifySuccess(body.message ?? MEDIA_LIBRARY.deleted);
      router.refresh();
    } catch {
      notifyError('Delete failed: the server could not be reached');
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className={styles.danger} onClick={() => void removeAll()} disabled={pending || !ready}>
        {pending ? MEDIA_LIBRARY.deleting : MEDIA_LIBRARY.deleteUnusedLabel(count)}
      </button>
      {dialog}
    </>
  );
}
