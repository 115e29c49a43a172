'use client';

import { useId, useState } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BACKUP_MEDIA, BACKUP_PARTS, type BackupPartKey } from '@/lib/backup/words';
import type { ImportPreview, PartPreview, SectionPreview } from '@/lib/backup/backup';
import styles from './admin.module.scss';
import partStyles from './backup-parts.module.scss';
import { ImportPanel, postJson, type Imported } from './import-panel';
import mediaStyles from './media.module.scss';

const EXPORT_ENDPOINT = '/api/admin/export';
const IMPORT_ENDPOINT = '/api/admin/import';

type Files = Record<string, { contentType?: unknown; data?: unknown }>;
type Preview = Extract<ImportPreview, { ok: true }>;
/** A backup read and checked by the server. */
interface Checked {
  content: Record<string, unknown>;
  files: Files;
  preview: Preview;
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

/** Sends the backup's content (its images apart) to the import endpoint: its answer, and its problems if refused. */
const sendContent = (query: string, body: unknown) =>
  postJson<Partial<Preview>>(
    `${IMPORT_ENDPOINT}?${query}`,
    JSON.stringify(body),
    (status) => `Import failed (${status})`,
  );

/** What a part of the file replaces here, in words: "Inbox: 12 messages replace 3". */
function partLine(part: PartPreview): string {
  if (!part.inFile) return BACKUP_PARTS.notInFile;
  const words = BACKUP_PARTS.counts;
  switch (part.key) {
    case 'inbox':
      return part.adds ? words.inboxAdded(part.after, part.before) : words.inbox(part.after, part.before);
    case 'shareLinks':
      return words.shareLinks(part.after, part.visits ?? 0, part.before);
    default:
      return words[part.key](part.after, part.before);
  }
}

/**
 * The parts of a backup to import, each a checkbox with what it replaces as its description; a
 * part the file does not hold is shown, disabled.
 */
function BackupParts({
  parts,
  chosen,
  onChange,
  disabled,
}: {
  parts: readonly PartPreview[];
  chosen: ReadonlySet<BackupPartKey>;
  onChange: (next: Set<BackupPartKey>) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={partStyles.parts} aria-describedby={`${id}-hint`}>
      <legend>{BACKUP_PARTS.chooseLegend}</legend>
      <p id={`${id}-hint`}>{BACKUP_PARTS.chooseHint}</p>
      {parts.map((part) => {
        const box = `${id}-${part.key}`;
        return (
          <div key={part.key} className={partStyles.part} data-backup-part={part.key}>
            <input
              id={box}
              type="checkbox"
              checked={chosen.has(part.key)}
              disabled={disabled || !part.inFile}
              aria-describedby={`${box}-what`}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(part.key);
                else next.delete(part.key);
                onChange(next);
              }}
            />
            <label htmlFor={box}>{BACKUP_PARTS.labels[part.key]}</label>
            <span id={`${box}-what`}>{partLine(part)}</span>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Export downloads the content and its images as one JSON file. Import reads a file, has the
 * server check it and say what it would change, and only after the owner confirms sends the
 * images one by one and then the content (replaced only if all of it is valid).
 */
export function BackupPanel() {
  const [status, setStatus] = useState('');
  const [chosen, setChosen] = useState<Set<BackupPartKey>>(new Set());

  async function check(file: File): Promise<Checked | string[]> {
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (error) {
      return [`The file is not valid JSON: ${(error as Error).message}`];
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json))
      return ['The file must contain a JSON object'];
    const { media, ...content } = json as Record<string, unknown>;
    const files = (media && typeof media === 'object' && !Array.isArray(media) ? media : {}) as Files;
    const ids = Object.keys(files);
    const { ok, answer, problems } = await sendContent(
      'preview=1',
      ids.length > 0 ? { ...content, mediaIds: ids } : content,
    );
    if (!ok || !answer.sections) return problems;
    const preview = answer as Preview;
    setChosen(new Set(preview.parts.filter((part) => part.inFile).map((part) => part.key)));
    return { content, files, preview };
  }

  /** After the owner's yes: every image first (each on its own), then the other chosen parts. */
  async function confirm({ content, files }: Checked): Promise<Imported> {
    if (chosen.size === 0) return { problems: [BACKUP_PARTS.noneChosen] };
    const names = [...chosen].map((part) => BACKUP_PARTS.labels[part]);
    const done = chosen.size === 1 && chosen.has('content') ? ADMIN_MESSAGES.imported : BACKUP_PARTS.imported(names);
    try {
      const ids = chosen.has('media') ? Object.keys(files) : [];
      const rest = [...chosen].filter((part) => part !== 'media');
      for (const [index, fileId] of ids.entries()) {
        setStatus(BACKUP_MEDIA.restoringMedia(index, ids.length));
        const response = await fetch(BACKUP_MEDIA.importMediaEndpoint, {
          method: 'POST',
          body: fileForm(fileId, files[fileId]),
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          return { problems: [BACKUP_MEDIA.mediaFailed(body.error ?? `HTTP ${response.status}`)] };
        }
      }
      if (ids.length > 0) setStatus(BACKUP_MEDIA.restoringMedia(ids.length, ids.length));
      if (rest.length === 0) return { done };
      const { ok, problems } = await sendContent(`parts=${rest.join(',')}`, content);
      return ok ? { done } : { problems };
    } finally {
      // The status says what is being restored: nothing once this ends, however it ends.
      setStatus('');
    }
  }

  return (
    <ImportPanel
      words={{
        title: 'Backup',
        intro: BACKUP_PARTS.exportHint,
        download: ADMIN_MESSAGES.exportLabel,
        fileLabel: BACKUP_MEDIA.fileLabel,
        check: ADMIN_MESSAGES.importLabel,
        chooseFile: BACKUP_MEDIA.chooseFile,
        confirm: BACKUP_MEDIA.confirm,
      }}
      download={{ href: EXPORT_ENDPOINT }}
      confirmDisabled={chosen.size === 0}
      check={check}
      confirm={confirm}
      preview={({ preview }, working) => (
        <>
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
        </>
      )}
      status={
        <p role="status" aria-live="polite" className={styles.muted}>
          {status}
        </p>
      }
    />
  );
}
