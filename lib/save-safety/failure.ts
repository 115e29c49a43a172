import 'server-only';
import { isStoreError } from '@/lib/store/errors';
import { SAVE_SAFETY } from './text';

const DISK_FULL = /ENOSPC|MDB_MAP_FULL|No space left/i;

/**
 * What the owner is told when a save failed for a reason the store expects (a full disk, a
 * database out of reach or too busy, a value it refuses); undefined for any other error (a bug),
 * which is left to the error page.
 */
export function saveFailureMessage(error: unknown): string | undefined {
  if (isStoreError(error)) {
    switch (error.code) {
      case 'full':
        return SAVE_SAFETY.diskFull;
      case 'io':
        return DISK_FULL.test(error.message) ? SAVE_SAFETY.diskFull : SAVE_SAFETY.unreachable;
      case 'maxretry':
        return SAVE_SAFETY.busy;
      default:
        return SAVE_SAFETY.refused(error.message);
    }
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || (error instanceof Error && DISK_FULL.test(error.message))) return SAVE_SAFETY.diskFull;
  return undefined;
}

/**
 * Runs a save; a failure the store expects comes back as `{ error }` (the form keeps what was
 * typed and says why) instead of throwing to the error page. The store wrote nothing: each save
 * is one transaction.
 */
export async function keepingTheForm<T>(save: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await save();
  } catch (error) {
    const message = saveFailureMessage(error);
    if (message === undefined) throw error;
    console.error('[save] nothing was saved:', error);
    return { error: message };
  }
}
