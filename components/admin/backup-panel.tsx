'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { ADMIN_MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';
import { notifyError, notifySuccess } from './notify';

const EXPORT_ENDPOINT = '/api/admin/export';
const IMPORT_ENDPOINT = '/api/admin/import';

/** Export downloads the content as JSON; import checks a file and replaces the content only if all of it is valid. */
export function BackupPanel() {
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);

  /** The form's action: React runs it (and replays a click made before the page script ran). */
  async function importFile(formData: FormData): Promise<void> {
    const file = formData.get('file');
    if (!(file instanceof File) || file.name === '') {
      notifyError('Choose a backup file (.json) first');
      return;
    }
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
      router.refresh();
    } catch {
      notifyError('Import failed: the server could not be reached');
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
      <form action={importFile}>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>Backup file (.json)</label>
          <input id={`${id}-file`} name="file" type="file" accept="application/json,.json" />
        </div>
        <ImportButton />
      </form>
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

function ImportButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.primary} disabled={pending}>
      {pending ? 'Importing...' : ADMIN_MESSAGES.importLabel}
    </button>
  );
}
