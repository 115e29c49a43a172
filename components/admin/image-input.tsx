'use client';

import { useId, useRef, useState } from 'react';
import { UPLOAD } from '@/lib/constants';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useHydrated } from './use-hydrated';

const UPLOAD_ENDPOINT = '/api/admin/media';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** An image field: an uploaded file (checked and re-encoded by the server) or an https URL. */
export function ImageInput({ name, label, value, onChange }: Props) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const hydrated = useHydrated();

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) return notifyError(UPLOAD_ERRORS.notImage);
    if (file.size > UPLOAD.maxBytes) return notifyError(UPLOAD_ERRORS.tooLarge);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch(UPLOAD_ENDPOINT, { method: 'POST', body });
      const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !result.url) return notifyError(result.error ?? `Upload failed (${response.status})`);
      onChange(result.url);
      notifySuccess(`${label} uploaded`);
    } catch {
      notifyError('Upload failed: the server could not be reached');
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <fieldset className={styles.imageField}>
      <legend>{label}</legend>
      <div className={styles.imageRow}>
        {/* eslint-disable-next-line @next/next/no-img-element -- preview of any URL the owner types */}
        {value ? <img src={value} alt={`${label} preview`} className={styles.preview} /> : null}
        <div className={styles.imageInputs}>
          <label htmlFor={`${id}-url`}>{label} URL</label>
          <input
            id={`${id}-url`}
            name={name}
            type="text"
            inputMode="url"
            value={value}
            readOnly={!hydrated}
            onChange={(event) => onChange(event.target.value)}
            placeholder="/media/… or https://…"
          />
          <label htmlFor={`${id}-file`}>{label} file</label>
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="image/*"
            disabled={uploading || !hydrated}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {uploading ? (
            <p role="status" className={styles.muted}>
              Uploading...
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
