'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BACKUP_MEDIA, BACKUP_PARTS, type BackupPartKey } from '@/lib/backup/words';
import type { ImportPreview, SectionPreview } from '@/lib/backup/backup';
import styles from './admin.module.scss';
import { BackupParts } from './backup-parts';
import mediaStyles from './media.module.scss';
import { notifyError, notifySuccess } from './notify';
import { SubmitButton } from './save-button';

const EXPORT_ENDPOINT = '/api/admin/export';
const IMPORT_ENDPOINT = '/api/admin/import';

type Files = Record<string, { contentType?: unknown; data?: unknown }>;
type Checked = Extract<ImportPreview, { ok: true }>;
/** A backup read and checked by the server, waiting for the owner's yes. */
interface Pending {
  name: string;
  content: Record<string, unknown>;
  files: Files;
  preview: Checked;
}

function changeText(section: SectionPreview): string {
  const counts =
    section.before !== undefined && section.after !== undefined
      ? ` (${BACKUP_MEDIA.items(section.before)} → ${BACKUP_MEDIA.items(section.after)})`
      : '';
  return `${section.title}: ${BACKUP_MEDIA[section.change]}${counts}`;
}

/** One file of the backup as a multipart body: each request stays under the platform's body limit. */
function fileForm(id: string, entry: Files[string]): FormData {
  const bytes = Uint8Array.from(atob(String(entry.data ?? '')), (char) => char.charCodeAt(0));
  const form = new FormData();
  form.append('id', id);
  form.append('file', new Blob([bytes], { type: String(entry.contentType ?? 'application/octet-stream') }), id);
  return form;
}

/**
 * Export downloads the content and its images as one JSON file. Import reads a file, has the
 * server check it and say what it would change, and only after the owner confirms sends the
 * images one by one and then the content (replaced only if all of it is valid).
 */
export function BackupPanel() {
  const id = useId();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const [working, setWorking] = useState(false);
  const [chosen, setChosen] = useState<Set<BackupPartKey>>(new Set());

  useEffect(() => {
    if (pending) previewRef.current?.focus();
  }, [pending]);

  function refused(problems: string[]) {
    setErrors(problems);
    notifyError(`Import refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed`);
  }

  /** The form's action: reads the file and asks the server what importing it would change. */
  async function check(formData: FormData): Promise<void> {
    const file = formData.get('file');
    if (!(file instanceof File) || file.name === '') {
      notifyError(BACKUP_MEDIA.chooseFile);
      return;
    }
    setErrors([]);
    setPending(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (error) {
      return refused([`The file is not valid JSON: ${(error as Error).message}`]);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json))
      return refused(['The file must contain a JSON object']);
    const { media, ...content } = json as Record<string, unknown>;
    const files = (media && typeof media === 'object' && !Array.isArray(media) ? media : {}) as Files;
    try {
      const ids = Object.keys(files);
      const response = await fetch(`${IMPORT_ENDPOINT}?preview=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ids.length > 0 ? { ...content, mediaIds: ids } : content),
      });
      const result = (await response.json().catch(() => ({}))) as Partial<Checked> & {
        errors?: string[];
        error?: string;
      };
      if (!response.ok || !result.sections)
        return refused(result.errors ?? [result.error ?? `Import failed (${response.status})`]);
      const preview = result as Checked;
      setChosen(new Set(preview.parts.filter((part) => part.inFile).map((part) => part.key)));
      setPending({ name: file.name, content, files, preview });
    } catch {
      notifyError('Import failed: the server could not be reached');
    }
  }

  function done() {
    const names = [...chosen].map((part) => BACKUP_PARTS.labels[part]);
    setPending(null);
    formRef.current?.reset();
    notifySuccess(chosen.size === 1 && chosen.has('content') ? ADMIN_MESSAGES.imported : BACKUP_PARTS.imported(names));
    router.refresh();
  }

  function cancel() {
    setPending(null);
    notifySuccess(BACKUP_MEDIA.cancelled);
  }

  /** After the owner's yes: every image first (each on its own), then the other chosen parts. */
  async function confirm() {
    if (!pending) return;
    if (chosen.size === 0) return refused([BACKUP_PARTS.noneChosen]);
    setWorking(true);
    setErrors([]);
    try {
      const ids = chosen.has('media') ? Object.keys(pending.files) : [];
      const rest = [...chosen].filter((part) => part !== 'media');
      for (const [index, fileId] of ids.entries()) {
        setStatus(BACKUP_MEDIA.restoringMedia(index, ids.length));
        const response = await fetch(BACKUP_MEDIA.importMediaEndpoint, {
          method: 'POST',
          body: fileForm(fileId, pending.files[fileId]),
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          return refused([BACKUP_MEDIA.mediaFailed(body.error ?? `HTTP ${response.status}`)]);
        }
      }
      if (ids.length > 0) setStatus(BACKUP_MEDIA.restoringMedia(ids.length, ids.length));
      if (rest.length === 0) return done();
      const response = await fetch(`${IMPORT_ENDPOINT}?parts=${rest.join(',')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(pending.content),
      });
      const result = (await response.json().catch(() => ({}))) as { errors?: string[]; error?: string };
      if (!response.ok) return refused(result.errors ?? [result.error ?? `Import failed (${response.status})`]);
      done();
    } catch {
      notifyError('Import failed: the server could not be reached');
    } finally {
      // The status says what is being restored: nothing once this ends, however it ends.
      setStatus('');
      setWorking(false);
    }
  }

  const preview = pending?.preview;
  return (
    <section className={styles.backup} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        Backup
      </h2>
      <p className={styles.muted}>{BACKUP_PARTS.exportHint}</p>
      <a className={styles.secondary} href={EXPORT_ENDPOINT} download>
        {ADMIN_MESSAGES.exportLabel}
      </a>
      <form action={check} ref={formRef}>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{BACKUP_MEDIA.fileLabel}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="application/json,.json"
            onChange={() => setPending(null)}
          />
        </div>
        <SubmitButton label={ADMIN_MESSAGES.importLabel} busy={BACKUP_MEDIA.checking} disabled={working} />
      </form>
      {pending && preview ? (
        <div className={styles.notice} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} ref={previewRef} tabIndex={-1}>
            {BACKUP_MEDIA.previewTitle}: {pending.name}
          </h3>
          <BackupParts parts={preview.parts} chosen={chosen} onChange={setChosen} disabled={working} />
          {chosen.has('history') ? <p>{BACKUP_PARTS.historyReplaced}</p> : null}
          {chosen.has('content') ? (
            <>
              <p>{BACKUP_MEDIA.previewIntro}</p>
              <ul className={mediaStyles.changes}>
                {preview.sections.map((section) => (
                  <li key={section.key}>{changeText(section)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {chosen.has('media') ? (
            <p>{BACKUP_MEDIA.mediaLine(preview.media.inFile, preview.media.alreadyHere)}</p>
          ) : null}
          {preview.media.missing > 0 ? <p>{BACKUP_MEDIA.missingLine(preview.media.missing)}</p> : null}
          {preview.notes?.map((note) => (
            <p key={note} className={styles.muted}>
              {note}
            </p>
          ))}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => void confirm()}
              disabled={working || chosen.size === 0}
            >
              {BACKUP_MEDIA.confirm}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel} disabled={working}>
              {BACKUP_MEDIA.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
      {errors.length > 0 ? (
        <div role="alert" className={styles.error}>
          <p>The file was not imported; nothing was changed:</p>
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
