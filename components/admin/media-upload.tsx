'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/hooks/use-client-value';
import { UPLOAD } from '@/lib/media/upload-limits';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import mediaStyles from './media.module.scss';
import { uploadFile } from './image-input';
import { notifyError, notifySuccess } from './notify';
import { shrinkImage } from './shrink-image';

/**
 * Uploads an image or a PDF straight into the library (the same endpoint and checks as an image
 * field or the résumé field), showing its progress; the list shows it once the page refreshes.
 */
export function MediaUpload() {
  const id = useId();
  const router = useRouter();
  const ready = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = preparing || progress !== null;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = fileRef.current?.files?.[0];
    if (!chosen) return notifyError(MEDIA_LIBRARY.uploadChoose);
    const pdf = chosen.type === 'application/pdf';
    if (!pdf && !chosen.type.startsWith('image/')) return notifyError(MEDIA_LIBRARY.uploadNotAccepted);
    // A phone photo is often larger than the cap: shrunk in the browser first, as an image field does.
    setPreparing(true);
    const file = pdf ? chosen : await shrinkImage(chosen);
    setPreparing(false);
    if (file.size > UPLOAD.maxBytes) return notifyError(UPLOAD_ERRORS.tooLarge);
    setProgress(0);
    const answer = await uploadFile(file, setProgress, pdf ? { purpose: 'resume' } : {});
    setProgress(null);
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
      {/* Always present, so screen readers announce what it comes to say. */}
      <div role="status" aria-live="polite" className={busy ? styles.progressRow : undefined}>
        {preparing ? <span className={styles.muted}>{UPLOAD.preparingText}</span> : null}
        {progress !== null ? (
          <>
            <progress max={100} value={progress} aria-label={MEDIA_LIBRARY.uploadProgress}>
              {progress}%
            </progress>
            <span className={styles.muted}>{MEDIA_LIBRARY.uploading(progress)}</span>
          </>
        ) : null}
      </div>
    </form>
  );
}
