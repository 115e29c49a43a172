'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { JSON_RESUME } from '@/lib/json-resume/words';
import type { ResumeImport, ResumePreview } from '@/lib/json-resume/import';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { RevisionDiff } from './revision-diff';
import { SubmitButton } from './save-button';
import { useUndoOffer } from './undo-offer';

type Checked = Extract<ResumePreview, { ok: true }>;
/** A file read and checked by the server, waiting for the owner's yes. */
interface Pending {
  name: string;
  text: string;
  preview: Checked;
}

async function send(
  text: string,
  query: Record<string, string>,
): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(`${JSON_RESUME.adminEndpoint}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok && !Array.isArray(body.errors)) {
    body.errors = [typeof body.error === 'string' ? body.error : `HTTP ${response.status}`];
  }
  return { ok: response.ok, body };
}

/**
 * JSON Resume in and out: the download is the public /resume.json (published content only); an
 * upload is checked by the server, which answers what would change, section by section, in the
 * History page's words; only after the owner's yes is it written, as one revision Undo takes back.
 */
export function JsonResumePanel() {
  const id = useId();
  const router = useRouter();
  const offerUndo = useUndoOffer();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  /** Also clear the demo's leftovers: on whenever the preview lists some. */
  const [clearDemo, setClearDemo] = useState(true);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (pending) previewRef.current?.focus();
  }, [pending]);
  useEffect(() => {
    if (errors.length > 0) errorRef.current?.focus();
  }, [errors]);

  function refused(problems: string[]) {
    setErrors(problems);
    notifyError(JSON_RESUME.refused(problems.length));
  }

  /** The form's action: sends the file's text to be checked; nothing is written yet. */
  async function check(formData: FormData): Promise<void> {
    const file = formData.get('file');
    if (!(file instanceof File) || file.name === '') {
      notifyError(JSON_RESUME.chooseFile);
      return;
    }
    setErrors([]);
    setPending(null);
    if (file.size > JSON_RESUME.maxBytes) return refused([JSON_RESUME.tooLarge(JSON_RESUME.maxBytes)]);
    try {
      const text = await file.text();
      const { ok, body } = await send(text, { preview: '1' });
      if (!ok) return refused(body.errors as string[]);
      setClearDemo(true);
      setPending({ name: file.name, text, preview: body as unknown as Checked });
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
      const clearing = clearDemo && pending.preview.demo !== undefined;
      const { ok, body } = await send(pending.text, {
        basis: pending.preview.basis,
        ...(clearing && { clearDemo: '1' }),
      });
      if (!ok) {
        // What was previewed is no longer what would be written: the file is checked again first.
        setPending(null);
        return refused(body.errors as string[]);
      }
      const result = body as Extract<ResumeImport, { ok: true }>;
      setPending(null);
      formRef.current?.reset();
      const what = JSON_RESUME.imported(result.sections.length);
      notifySuccess(what);
      offerUndo(result.revision, what);
      router.refresh();
    } catch {
      notifyError(JSON_RESUME.unreachable);
    } finally {
      setWorking(false);
    }
  }

  const preview = pending?.preview;
  // What the import writes: the preview with the demo's leftovers cleared, or kept.
  const shown = preview?.demo && clearDemo ? preview.demo : preview;
  return (
    <section className={styles.backup} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {JSON_RESUME.title}
      </h2>
      <p className={styles.muted}>{JSON_RESUME.intro}</p>
      <a className={styles.secondary} href={JSON_RESUME.publicPath} download={JSON_RESUME.downloadName}>
        {JSON_RESUME.download}
      </a>
      <form action={check} ref={formRef}>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{JSON_RESUME.fileLabel}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="application/json,.json"
            aria-describedby={`${id}-rules`}
            onChange={() => setPending(null)}
          />
          <p id={`${id}-rules`} className={styles.muted}>
            {JSON_RESUME.rules}
          </p>
        </div>
        <SubmitButton label={JSON_RESUME.check} busy={JSON_RESUME.checking} disabled={working} />
      </form>
      {pending && preview && shown ? (
        <div className={styles.notice} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} ref={previewRef} tabIndex={-1}>
            {JSON_RESUME.previewTitle}: {pending.name}
          </h3>
          {preview.demo ? (
            <div className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={clearDemo}
                  onChange={(event) => setClearDemo(event.target.checked)}
                  aria-describedby={`${id}-leftovers`}
                />{' '}
                {JSON_RESUME.clearDemo}
              </label>
              <ul id={`${id}-leftovers`}>
                {preview.demo.leftovers.map((leftover) => (
                  <li key={leftover}>{leftover}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {shown.sections.length === 0 ? (
            <p>{JSON_RESUME.noChange}</p>
          ) : (
            <>
              <p>{JSON_RESUME.previewIntro}</p>
              {shown.sections.map((section) => (
                <section key={section.key} aria-labelledby={`${id}-${section.key}`}>
                  <h4 id={`${id}-${section.key}`}>{section.title}</h4>
                  <RevisionDiff lines={section.lines} />
                </section>
              ))}
              <p className={styles.muted}>{JSON_RESUME.keptNote}</p>
            </>
          )}
          {shown.notes.length > 0 ? (
            <section aria-labelledby={`${id}-notes`}>
              <h4 id={`${id}-notes`}>{JSON_RESUME.notesTitle}</h4>
              <ul>
                {shown.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className={styles.actions}>
            {shown.sections.length > 0 ? (
              <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={working}>
                {JSON_RESUME.confirm}
              </button>
            ) : null}
            <button type="button" className={styles.secondary} onClick={cancel} disabled={working}>
              {JSON_RESUME.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
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
