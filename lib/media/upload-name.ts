import { createHash } from 'node:crypto';
import { MEDIA_LIBRARY } from './words';

/**
 * An uploaded file's name as the library keeps it: its last path part only, without control (or
 * text-direction) characters, trimmed and at most maxFileName characters; undefined when nothing is left.
 */
export function uploadName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(
    base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, '').trim(),
  )
    .slice(0, MEDIA_LIBRARY.maxFileName)
    .join('')
    .trim();
  return clean || undefined;
}

/** SHA-256 (hex) of stored bytes: the same file uploaded twice has the same one. */
export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The fields a store records beside an object's type, size and time: its file name and hash. */
export function recordExtras(object: { bytes: Buffer; name?: string }): { name?: string; sha256: string } {
  const name = uploadName(object.name);
  return { ...(name ? { name } : {}), sha256: sha256Of(object.bytes) };
}
