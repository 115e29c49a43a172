'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { IDLE } from '@/lib/admin/action-state';
import { saveSiteWords } from '@/lib/admin/translation-actions';
import { TRANSLATE } from '@/lib/languages/admin-words';
import styles from './admin.module.scss';
import { notifyError } from './notify';
import { SubmitButton } from './save-button';
import { useUndoOffer } from './undo-offer';

interface Props {
  tag: string;
  /** The language's name, in English (the admin's language). */
  name: string;
  /** What the card says of the words in use now (TRANSLATE.wordsShipped / wordsEnglish). */
  status: string;
  /** Whether the owner has given this language words of their own. */
  own: boolean;
  /** The words in use now, as the file to download and edit. */
  file: string;
  version: string;
}

/**
 * The site's own words in one language (menu, headings, buttons, messages): download them as a
 * file, write them in the language, upload it. A refused file names each message and stays chosen.
 */
export function SiteWordsForm({ tag, name, status, own, file, version }: Props) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, action] = useActionState(saveSiteWords, IDLE);
  // Which of the two forms sent the last request: what its success says.
  const removing = useRef(false);
  const offerUndo = useUndoOffer();
  useEffect(() => {
    if (state.ok) {
      toast.success(removing.current ? TRANSLATE.wordsRemoved : TRANSLATE.wordsUploaded);
      if (fileRef.current) fileRef.current.value = '';
      offerUndo(state.revision, TRANSLATE.wordsUndoText(name));
    } else if (state.error) notifyError(state.error);
  }, [state, offerUndo, name]);

  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([file], { type: 'application/json' }));
    link.download = `${tag}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  const errors = state.fieldErrors?.file?.split('\n') ?? [];
  const headingId = `${id}-heading`;
  const inputId = `${id}-file`;
  return (
    <section aria-labelledby={headingId} className={styles.card} id="site-words">
      <h2 id={headingId} className={styles.subtitle}>
        {TRANSLATE.wordsTitle(name)}
      </h2>
      <p>{status}</p>
      <p className={styles.muted} id={`${id}-how`}>
        {TRANSLATE.wordsHowTo}
      </p>
      <p>
        <button type="button" className={styles.secondary} onClick={download}>
          {TRANSLATE.wordsDownload}
        </button>
      </p>
      {/* React resets a form once its action ends: a refused file stays chosen, so the reset is declined. */}
      <form
        action={action}
        className={styles.form}
        onSubmit={() => (removing.current = false)}
        onReset={(event) => event.preventDefault()}
        noValidate
      >
        <input type="hidden" name="_lang" value={tag} />
        <input type="hidden" name="_base" value={version} />
        <div className={styles.field}>
          <label htmlFor={inputId}>{TRANSLATE.wordsFile}</label>
          <input
            id={inputId}
            ref={fileRef}
            type="file"
            name="file"
            accept=".json,application/json"
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={errors.length > 0 ? `${id}-how ${inputId}-error` : `${id}-how`}
          />
          {errors.length > 0 ? (
            <ul id={`${inputId}-error`} className={styles.fieldError}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.actions}>
          <SubmitButton label={TRANSLATE.wordsUpload} busy={TRANSLATE.wordsUploading} disabled={false} />
        </div>
      </form>
      {own ? (
        <form action={action} className={styles.actions} onSubmit={() => (removing.current = true)}>
          <input type="hidden" name="_lang" value={tag} />
          <input type="hidden" name="_base" value={version} />
          <input type="hidden" name="_remove" value="1" />
          <button type="submit" className={styles.secondary}>
            {TRANSLATE.wordsRemove}
          </button>
        </form>
      ) : null}
    </section>
  );
}
