'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

interface Props {
  id: string;
  name: string;
  /** Why it cannot be deleted (published content or a draft shows it), said before anything is asked. */
  blocked: string | null;
  /** Revisions in History that hold it: the question says they will show a placeholder. */
  revisions: number;
}

/** Deletes one upload after the owner confirms; one still in use says where instead of asking. */
export function DeleteMediaButton({ id, name, blocked, revisions }: Props) {
  const router = useRouter();
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const ready = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [dialog, ask] = useConfirm();

  async function remove() {
    if (blocked) return setError(blocked);
    const yes = await ask({
      title: MEDIA_LIBRARY.confirmTitle,
      text: MEDIA_LIBRARY.confirmDelete(name, revisions),
      confirm: MEDIA_LIBRARY.deleteLabel,
    });
    if (!yes) return;
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`${MEDIA_LIBRARY.endpoint}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) {
        const message = body.error ?? `Delete failed (${response.status})`;
        setError(message);
        notifyError(message);
        return;
      }
      notifySuccess(MEDIA_LIBRARY.deleted);
      router.refresh();
    } catch {
      notifyError('Delete failed: the server could not be reached');
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        className={styles.danger}
        onClick={() => void remove()}
        disabled={pending || !ready}
        aria-label={`${MEDIA_LIBRARY.deleteLabel} ${name}`}
        aria-describedby={error ? errorId : undefined}
      >
        {pending ? MEDIA_LIBRARY.deleting : MEDIA_LIBRARY.deleteLabel}
      </button>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
