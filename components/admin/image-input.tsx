'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_EMPTY } from '@/lib/admin/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import styles from './admin.module.scss';
import { describedBy, type FieldProps } from './described-by';
import { FieldNotes } from './field-notes';
import { AdminIcon } from './icons';
import { MediaPicker } from './media-picker';
import { notifyError, notifySuccess } from './notify';
import { useUpload } from './upload-progress';

/**
 * An image field: an uploaded file (checked and re-encoded by the server) or an https URL. It
 * shows the current image, the chosen file before it is sent, and the upload's progress.
 */
export function ImageInput({ field, defaultValue, error, alt, onValue }: FieldProps) {
  const id = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultValue);
  const [chosen, setChosen] = useState<{ name: string; preview: string } | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const { label } = field;
  const { row, busy, send } = useUpload(`${label} upload progress`);
  // An upload ends after the render that started it: it reports to the field as it is drawn now.
  const report = useRef(onValue);
  useEffect(() => {
    report.current = onValue;
  });

  // The chosen file's preview lives until the upload ends or another file is chosen.
  useEffect(() => {
    if (!chosen) return;
    const preview = chosen.preview;
    return () => URL.revokeObjectURL(preview);
  }, [chosen]);

  async function upload(chosenFile: File) {
    if (!chosenFile.type.startsWith('image/')) {
      // A refused file does not stay chosen in the input.
      if (fileRef.current) fileRef.current.value = '';
      return notifyError(UPLOAD_ERRORS.notImage);
    }
    setChosen({ name: chosenFile.name, preview: URL.createObjectURL(chosenFile) });
    // The alt text described the previous image: a new one asks for its own (typed while it uploads).
    setAlt('');
    // A phone photo larger than the upload cap is shrunk to what the server keeps anyway first.
    const answer = await send(chosenFile);
    setChosen(null);
    if (fileRef.current) fileRef.current.value = '';
    if (!answer.ok) return notifyError(answer.error);
    setValue(answer.url);
    setUploaded(chosenFile.name);
    notifySuccess(`${label} uploaded`);
  }

  /**
   * An image's alt text travels with it: the one the library knows for a picked image, or none
   * (focused, so the owner writes it) for a new upload. Set as typing would set it (the native
   * setter and an input event), so the form and the gallery see the change.
   */
  function setAlt(text: string) {
    const input = altRef.current;
    if (!input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (!text) input.focus();
  }

  function setValue(next: string) {
    if (urlRef.current) urlRef.current.value = next;
    setUrl(next);
    report.current(next);
  }

  return (
    <fieldset className={styles.imageField}>
      <legend>{label}</legend>
      <div className={styles.imageRow}>
        <div className={styles.previews}>
          {/* eslint-disable-next-line @next/next/no-img-element -- preview of any URL the owner types */}
          {url ? <img src={url} alt={`Current ${label}`} className={styles.preview} /> : null}
          {!url && !chosen ? (
            <span className={styles.previewEmpty} aria-hidden="true">
              <AdminIcon name="image" size={28} />
            </span>
          ) : null}
          {chosen ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local file before upload
            <img src={chosen.preview} alt={`${label}: chosen file ${chosen.name}`} className={styles.preview} />
          ) : null}
        </div>
        <div className={styles.imageInputs}>
          <label htmlFor={`${id}-url`}>{label} URL</label>
          <input
            id={`${id}-url`}
            ref={urlRef}
            name={field.name}
            type="text"
            inputMode="url"
            defaultValue={defaultValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && `${id}-error`)}
            onChange={(event) => {
              setUrl(event.target.value);
              setUploaded(null);
            }}
            placeholder="/media/… or https://…"
          />
          <FieldNotes id={id} error={error} />
          {alt ? (
            <>
              <label htmlFor={`${id}-alt`}>{alt.field.label}</label>
              <input
                id={`${id}-alt`}
                ref={altRef}
                name={alt.field.name}
                type="text"
                required
                defaultValue={alt.defaultValue}
                aria-invalid={alt.error ? true : undefined}
                aria-describedby={describedBy(alt.field.hint && `${id}-alt-hint`, alt.error && `${id}-alt-error`)}
              />
              <FieldNotes id={`${id}-alt`} hint={alt.field.hint} error={alt.error} />
            </>
          ) : null}
          <label htmlFor={`${id}-file`}>{label} file</label>
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {chosen || uploaded ? (
            <p className={styles.fileName}>
              {chosen ? ADMIN_EMPTY.chosenFile(chosen.name) : ADMIN_EMPTY.uploadedFile(uploaded ?? '')}
            </p>
          ) : null}
          <MediaPicker
            label={label}
            onPick={(picked, pickedAlt) => {
              setUploaded(null);
              setValue(picked);
              setAlt(pickedAlt);
              notifySuccess(MEDIA_LIBRARY.picked(label));
            }}
          />
          {row}
        </div>
      </div>
    </fieldset>
  );
}
