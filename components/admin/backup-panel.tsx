'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useHydrated } from './use-hydrated';

const EXPORT_ENDPOINT = '/api/admin/export';
const IMPORT_ENDPOINT = '/api/admin/import';

/** Export downloads the content as JSON; import checks a file and replaces the content only if all of it is valid. */
export function BackupPanel() {
  const id = useId();
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function importFile() {
    const file = fileRef.current?.files?.[0];
    if (!file) return notifyError('Choose a backup file (.json) first');
    setBusy(true);
    setErrors([]);
    try {
      const response = await fetch(IMPORT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: await file.text(),
      });
      const result = (await response.json().catch(() => ({}))) as { errors?: string[]; error?: string };
      if (!response.ok) {
        const problems = result.errors ?? [result.error ?? `Import failed (${response.status})`];
        setErrors(problems);
        notifyError(
          `Import refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed`,
        );
        return;
      }
      notifySuccess(ADMIN_MESSAGES.imported);
      if (fileRef.current) fileRef.current.value = '';
      router.refresh();
    } catch {
      notifyError('Import failed: the server could not be reached');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.backup} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        Backup
      </h2>
      <a className={styles.secondary} href={EXPORT_ENDPOINT} download>
        {ADMIN_MESSAGES.exportLabel}
      </a>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>Backup file (.json)</label>
        <input id={`${id}-file`} ref={fileRef} type="file" accept="application/json,.json" />
      </div>
      <button type="button" className={styles.primary} onClick={() => void importFile()} disabled={busy || !hydrated}>
        {busy ? 'Importing...' : ADMIN_MESSAGES.importLabel}
      </button>
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
