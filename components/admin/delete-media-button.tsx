'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';

/** Deletes one upload after a confirmation; the server refuses one still in use and says where. */
export function DeleteMediaButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const ready = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(MEDIA_LIBRARY.confirmDelete)) return;
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
    </div>
  );
}
