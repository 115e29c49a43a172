'use client';

import { useState } from 'react';
import { UPLOAD } from '@/lib/media/upload-limits';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import styles from './admin.module.scss';
import { shrinkImage } from './shrink-image';

/** `message` is set when the endpoint found the same file in the library already (and answered that one). */
type UploadAnswer = { ok: true; url: string; message?: string } | { ok: false; error: string };

/**
 * Sends one file (and any further form fields) to a media endpoint, reporting progress (fetch
 * cannot report an upload's progress).
 */
function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  fields: Record<string, string> = {},
  endpoint: string = MEDIA_LIBRARY.endpoint,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { url?: string; error?: string; message?: string };
      if (request.status >= 200 && request.status < 300 && body.url)
        resolve({ ok: true, url: body.url, ...(body.message ? { message: body.message } : {}) });
      else resolve({ ok: false, error: body.error ?? `Upload failed (${request.status})` });
    };
    request.onerror = () => resolve({ ok: false, error: 'Upload failed: the server could not be reached' });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file);
    request.send(body);
  });
}

/**
 * An upload and its progress row (named `progressLabel`). `send` shrinks an image in the browser
 * first (a phone photo is often larger than the cap; a PDF goes as it is), refuses one still too
 * large, then sends it to `endpoint` (the library's by default). `row` is always present, so
 * screen readers announce what it comes to say (a live region added together with its text often is not).
 */
export function useUpload(progressLabel: string) {
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = preparing || progress !== null;

  async function send(chosen: File, fields?: Record<string, string>, endpoint?: string): Promise<UploadAnswer> {
    setPreparing(true);
    const file = chosen.type === 'application/pdf' ? chosen : await shrinkImage(chosen);
    setPreparing(false);
    if (file.size > UPLOAD.maxBytes) return { ok: false, error: UPLOAD_ERRORS.tooLarge };
    setProgress(0);
    const answer = await uploadFile(file, setProgress, fields, endpoint);
    setProgress(null);
    return answer;
  }

  const row = (
    <div role="status" aria-live="polite" className={busy ? styles.progressRow : undefined}>
      {preparing ? <span className={styles.muted}>{UPLOAD.preparingText}</span> : null}
      {progress !== null ? (
        <>
          <progress max={100} value={progress} aria-label={progressLabel}>
            {progress}%
          </progress>
          <span className={styles.muted}>{MEDIA_LIBRARY.uploading(progress)}</span>
        </>
      ) : null}
    </div>
  );
  return { row, busy, send };
}
