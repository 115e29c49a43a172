'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { JSON_RESUME } from '@/lib/json-resume/words';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { SubmitButton } from './save-button';
import { useUndoOffer } from './undo-offer';

/** POSTs JSON text to `url`: the answer, and the problems a refusal names (else `failed(status)`). */
export async function postJson<T>(url: string, body: string, failed: (status: number) => string) {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const answer = (await response.json().catch(() => ({}))) as T & { errors?: string[]; error?: unknown };
  const { errors, error } = answer;
  const problems = Array.isArray(errors) ? errors : [typeof error === 'string' ? error : failed(response.status)];
  return { ok: response.ok, answer, problems };
}

/** What a confirmed import came to: written (its toast, and Undo when it is one revision), or refused. */
export type Imported = { done: string; revision?: number } | { problems: string[]; checkAgain?: boolean };

interface Props<P> {
  /** The panel's texts (those the same for every import are JSON_RESUME's); `rules` says what a file must be. */
  words: Record<'title' | 'intro' | 'download' | 'fileLabel' | 'check' | 'chooseFile' | 'confirm', string> & {
    rules?: string;
  };
  /** The download beside the import, and its file name (the server's when none). */
  download: { href: string; name?: string };
  /** Reads `file` and has the server check it: what it would change (nothing is written yet), or why not. */
  check: (file: File) => Promise<P | string[]>;
  /** After the owner's yes: writes what was checked. */
  confirm: (checked: P) => Promise<Imported>;
  /** What the checked file would change, above Confirm and Cancel. */
  preview: (checked: P, working: boolean) => ReactNode;
  /** Whether Confirm is offered at all (not when the file changes nothing). */
  confirmable?: (checked: P) => boolean;
  confirmDisabled?: boolean;
  /** Said under the preview while the import runs. */
  status?: ReactNode;
  /** The list of problems takes the focus when it comes. */
  focusErrors?: boolean;
  /** Choices made before the file (its language), above it in the form. */
  fields?: ReactNode;
}

/**
 * The steps every import of a file shares (the backup's and JSON Resume's; the texts that are the
 * same for both are JSON_RESUME's): the file is checked by the server, which says what importing
 * it would change; only after the owner's yes is it written. A refusal lists its problems.
 */
export function ImportPanel<P>(props: Props<P>) {
  const { words, download, confirmable, confirmDisabled, focusErrors } = props;
  const id = useId();
  const router = useRouter();
  const offerUndo = useUndoOffer();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  /** A file read and checked by the server, waiting for the owner's yes. */
  const [pending, setPending] = useState<{ name: string; checked: P } | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (pending) previewRef.current?.focus();
  }, [pending]);
  useEffect(() => {
    if (focusErrors && errors.length > 0) errorRef.current?.focus();
  }, [errors, focusErrors]);

  function refused(problems: string[]) {
    setErrors(problems);
    notifyError(JSON_RESUME.refused(problems.length));
  }

  /** The form's action: has the file checked; nothing is written yet. */
  async function check(formData: FormData): Promise<void> {
    const file = formData.get('file');
    if (!(file instanceof File) || file.name === '') return void notifyError(words.chooseFile);
    setErrors([]);
    setPending(null);
    try {
      const checked = await props.check(file);
      if (Array.isArray(checked)) refused(checked);
      else setPending({ name: file.name, checked });
    } catch {
      notifyError(JSON_RESUME.unreachable);
    }
  }

  function cancel() {
    setPending(null);
    notifySuccess(JSON_RESUME.cancelled);
  }

  async function confirm() {
    if (!pending) return;
    setWorking(true);
    setErrors([]);
    try {
      const answer = await props.confirm(pending.checked);
      if ('problems' in answer) {
        // What was previewed is no longer what would be written: the file is checked again first.
        if (answer.checkAgain) setPending(null);
        return refused(answer.problems);
      }
      setPending(null);
      formRef.current?.reset();
      notifySuccess(answer.done);
      offerUndo(answer.revision, answer.done);
      router.refresh();
    } catch {
      notifyError(JSON_RESUME.unreachable);
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className={styles.backup} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {words.title}
      </h2>
      <p className={styles.muted}>{words.intro}</p>
      <a className={styles.secondary} href={download.href} download={download.name ?? true}>
        {words.download}
      </a>
      <form action={check} ref={formRef}>
        {props.fields}
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{words.fileLabel}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="application/json,.json"
            aria-describedby={words.rules ? `${id}-rules` : undefined}
            onChange={() => setPending(null)}
          />
          {words.rules ? (
            <p id={`${id}-rules`} className={styles.muted}>
              {words.rules}
            </p>
          ) : null}
        </div>
        <SubmitButton label={words.check} busy={JSON_RESUME.checking} disabled={working} />
      </form>
      {pending ? (
        <div className={styles.notice} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} ref={previewRef} tabIndex={-1}>
            {JSON_RESUME.previewTitle}: {pending.name}
          </h3>
          {props.preview(pending.checked, working)}
          <div className={styles.actions}>
            {confirmable?.(pending.checked) !== false ? (
              <button
                type="button"
                className={styles.danger}
                onClick={() => void confirm()}
                disabled={working || confirmDisabled}
              >
                {words.confirm}
              </button>
            ) : null}
            <button type="button" className={styles.secondary} onClick={cancel} disabled={working}>
              {JSON_RESUME.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {props.status}
      {errors.length > 0 ? (
        <div role="alert" className={styles.error} {...(focusErrors && { ref: errorRef, tabIndex: -1 })}>
          <p>{JSON_RESUME.refusedTitle}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
