'use client';

import { useId, useRef } from 'react';
import { UPLOAD } from '@/lib/media/upload-limits';
import { RESUME_UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { RESUME_SOURCE_LABELS, isGeneratedResume, resumeHref, type ResumeVariant } from '@/lib/resume';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUpload } from './upload-progress';

interface Props {
  /** The field that holds the variant's file. */
  name: string;
  variant: ResumeVariant;
  /** The field's value as saved: what the site serves now. */
  saved: string;
  /** An uploaded file's URL, put in the field (saved with the form). */
  onValue: (value: string) => void;
}

/**
 * Under a résumé field of the About editor: which file the site serves for the variant (as
 * saved), a preview of it, and an upload of the owner's own PDF into the field.
 */
export function ResumeFile({ name, variant, saved, onValue }: Props) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const { row, busy, send } = useUpload(`${variant} résumé upload progress`);
  const source = isGeneratedResume(saved) ? RESUME_SOURCE_LABELS.generated : RESUME_SOURCE_LABELS.uploaded;

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    // A refused file does not stay chosen in the input.
    const refused =
      file.type !== 'application/pdf'
        ? RESUME_UPLOAD_ERRORS.notPdf
        : file.size > UPLOAD.maxBytes
          ? RESUME_UPLOAD_ERRORS.tooLarge
          : null;
    if (refused) {
      input.value = '';
      return notifyError(refused);
    }
    const answer = await send(file, { purpose: 'resume' });
    input.value = '';
    if (!answer.ok) return notifyError(answer.error);
    const field = boxRef.current?.closest('form')?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = answer.url;
    onValue(answer.url);
    notifySuccess(`Your ${variant} résumé is uploaded: Update to use it`);
  }

  return (
    <div ref={boxRef} className={styles.field}>
      <p className={styles.muted} data-testid={`resume-status-${variant}`}>
        In use for the {variant} résumé: <strong>{source}</strong>.{' '}
        <a href={resumeHref(saved, variant)} target="_blank" rel="noopener noreferrer">
          Preview the {variant} résumé
        </a>
      </p>
      <label htmlFor={`${id}-file`}>Upload your own {variant} résumé (PDF)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/pdf"
        disabled={busy}
        onChange={(event) => void upload(event.target)}
      />
      {row}
    </div>
  );
}
