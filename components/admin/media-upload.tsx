'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, type FormEvent } from 'react';
import { useHydrated } from '@/lib/hooks/use-client-value';
import { uploadKind } from '@/lib/media/upload-limits';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import mediaStyles from './media.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUpload } from './upload-progress';

/**
 * Uploads an image or a PDF straight into the library (the same endpoint and checks as an image
 * field or the résumé field), showing its progress; the list shows it once the page refreshes.
 */
export function MediaUpload() {
  const id = useId();
  const router = useRouter();
  const ready = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const { row, busy, send } = useUpload(MEDIA_LIBRARY.uploadProgress);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = fileRef.current?.files?.[0];
    if (!chosen) return notifyError(MEDIA_LIBRARY.uploadChoose);
    const kind = uploadKind(chosen.type);
    if (!kind) return notifyError(MEDIA_LIBRARY.uploadNotAccepted);
    const answer = await send(chosen, kind === 'pdf' ? { purpose: 'resume' } : {});
    if (!answer.ok) return notifyError(answer.error);
    if (fileRef.current) fileRef.current.value = '';
    notifySuccess(answer.message ?? MEDIA_LIBRARY.uploadedName(chosen.name));
    router.refresh();
  }

  return (
    <form
      className={`${styles.form} ${mediaStyles.upload}`}
      onSubmit={(event) => void upload(event)}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{MEDIA_LIBRARY.uploadHeading}</h2>
      <div className={mediaStyles.searchField}>
        <label htmlFor={`${id}-file`}>{MEDIA_LIBRARY.uploadLabel}</label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept="image/*,application/pdf"
          disabled={busy}
          aria-describedby={`${id}-hint`}
        />
        <small id={`${id}-hint`} className={styles.muted}>
          {MEDIA_LIBRARY.uploadHint}
        </small>
      </div>
      <button type="submit" className={styles.primary} disabled={busy || !ready}>
        {MEDIA_LIBRARY.uploadButton}
      </button>
      {row}
    </form>
  );
}
