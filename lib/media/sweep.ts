import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { MEDIA_ID } from './types';

/**
 * How long a file in the media folder must have been left untouched before the start-up sweep
 * may remove it: a younger one may belong to an upload still under way (in this or another process
 * on the same data folder, such as a content:* command).
 */
export const INTERRUPTED_UPLOAD_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * Removes what uploads stopped midway (a kill, a crash, a full disk) left in the media folder
 * `dir`: write-file-atomic's temporary files (`<id>.<hash>`) and files no media record in `store`
 * names (a file is written before its record, and its record removed before it). Only files
 * untouched for `minAgeMs`; a file a record names is never removed. Answers the names removed.
 */
export async function sweepInterruptedUploads(
  dir: string,
  store: Store,
  now: number = Date.now(),
  minAgeMs: number = INTERRUPTED_UPLOAD_MIN_AGE_MS,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    const stats = await lstat(path.join(dir, name)).catch(() => null);
    if (stats?.isFile() && stats.mtimeMs <= now - minAgeMs) old.push(name);
  }
  if (old.length === 0) return [];
  // Read after the folder, so a record written meanwhile for an old file still keeps it.
  const records = (await store.get<Record<string, unknown>>(MEDIA_PATH)) ?? {};
  const orphans = old.filter((name) => !(MEDIA_ID.test(name) && Object.hasOwn(records, name)));
  for (const name of orphans) await rm(path.join(dir, name), { force: true });
  return orphans;
}
