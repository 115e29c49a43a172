'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-client-value';
import { uploadKind } from '@/lib/media/upload-limits';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';
import { useUpload } from './upload-progress';

interface Props {
  id: string;
  name: string;
  /** A PDF is replaced only by a PDF, an image only by an image. */
  pdf: boolean;
  /** Where it is shown now (published and in drafts): the question names them. */
  places: readonly string[];
}

/**
 * Replaces one upload by a file the owner chooses, wherever it is used, after the owner confirms;
 * shows the upload's progress, then refreshes the list.
 */
export function ReplaceMediaButton({ id, name, pdf, places }: Props) {
  const router = useRouter();
  const errorId = useId();
  const ready = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, ask] = useConfirm();
  const { row, busy, send } = useUpload(MEDIA_LIBRARY.replaceProgress(name));

  async function replace(chosen: File) {
    if (fileRef.current) fileRef.current.value = '';
    setError(null);
    const fail = (message: string) => {
      setError(message);
      notifyError(message);
    };
    if (uploadKind(chosen.type) !== (pdf ? 'pdf' : 'image')) return fail(MEDIA_LIBRARY.replaceMismatch(pdf));
    const text = MEDIA_LIBRARY.confirmReplace(name, chosen.name, places);
    if (!(await ask({ title: MEDIA_LIBRARY.replaceTitle, text, confirm: MEDIA_LIBRARY.replaceConfirm }))) return;
    const answer = await send(chosen, {}, `${MEDIA_LIBRARY.endpoint}/${encodeURIComponent(id)}/replace`);
    if (!answer.ok) return fail(answer.error);
    if (answer.message) notifySuccess(answer.message);
    router.refresh();
  }

  return (
    <div>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => fileRef.current?.click()}
        disabled={busy || !ready}
        aria-label={MEDIA_LIBRARY.replaceName(name)}
        aria-describedby={error ? errorId : undefined}
      >
        {busy ? MEDIA_LIBRARY.replacing : MEDIA_LIBRARY.replaceLabel}
      </button>
      <input
        ref={fileRef}
        type="file"
        hidden
        accept={pdf ? 'application/pdf' : 'image/*'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void replace(file);
        }}
      />
      {row}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
