import type { Store } from '@/lib/store/types';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import { USER_PATH_KEY } from './paths';
import { ContentError, shapeUserContent } from './shape';

export type ImportResult = { ok: true; sections: number } | { ok: false; errors: string[] };

/** The whole public content exactly as stored (keyed lists with order), for a JSON backup. */
export async function exportContent(store: Store): Promise<Record<string, unknown>> {
  const user = await store.get<Record<string, unknown>>(USER_PATH_KEY);
  return { user: user ?? {} };
}

/**
 * Validates a backup and, only if every field is valid, replaces the stored content with it.
 * Accepts `{ user: {...} }` or the bare user object. Returns every problem found otherwise.
 */
export async function importContent(json: unknown, store: Store): Promise<ImportResult> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, errors: ['The file must contain a JSON object'] };
  }
  const source = 'user' in json ? (json as { user: unknown }).user : json;
  let stored: unknown;
  try {
    stored = presentValue(normalizeValue(source));
  } catch (error) {
    return { ok: false, errors: [(error as Error).message] };
  }
  try {
    shapeUserContent(stored);
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, errors: error.issues };
    throw error;
  }
  await store.set(USER_PATH_KEY, stored);
  return { ok: true, sections: Object.keys(stored as object).length };
}
