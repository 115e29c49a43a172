'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-client-value';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

interface Props {
  /** Where the DELETE goes: one upload, or every unused one. */
  endpoint: string;
  /** The button's text, and its accessible name where the text alone does not say what goes. */
  label: string;
  accessibleName?: string;
  /** The owner's question before anything is deleted. */
  title: string;
  text: string;
  /** Why nothing may be deleted (published content or a draft shows it), said at once instead of asking. */
  blocked?: string | null;
}

/** The media library's Delete: asks first, then deletes and refreshes the list, or says why not. */
export function DeleteButton({ endpoint, label, accessibleName, title, text, blocked }: Props) {
  const router = useRouter();
  const errorId = useId();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, ask] = useConfirm();

  async function remove() {
    if (blocked) return setError(blocked);
    if (!(await ask({ title, text, confirm: MEDIA_LIBRARY.deleteLabel }))) return;
    setPending(true);
    setError(null);
    try {
      const response = await fetch(endpoint, { method: 'DELETE' });
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
      if (!response.ok) {
        const message = body.error ?? `Delete failed (${response.status})`;
        setError(message);
        return notifyError(message);
      }
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
      <button
        type="button"
        className={styles.danger}
        onClick={() => void remove()}
        disabled={pending || !ready}
        aria-label={accessibleName}
        aria-describedby={error ? errorId : undefined}
      >
        {pending ? MEDIA_LIBRARY.deleting : label}
      </button>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {dialog}
    </>
  );
}
