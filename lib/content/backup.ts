import { BACKUP_IMPORT } from '@/lib/constants';
import type { Store } from '@/lib/store/types';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import { DEMO_USER } from './demo';
import { recordRevision, type SectionChange } from './history';
import { convertLegacyContent, isLegacyContent } from './legacy';
import { migrateUser, stampVersion } from './migrations';
import { FEEDBACKS_PATH, USER_PATH_KEY } from './paths';
import { feedbackSchema, type SectionKey } from './schemas';
import { ContentError, SECTION_KEYS, storedUserContent } from './shape';

export type ImportResult =
  { ok: true; sections: number; notes?: string[]; feedbacks?: number } | { ok: false; errors: string[] };

/**
 * The whole public content exactly as stored (keyed lists with order), for a JSON backup. A
 * store nobody has written to yet shows the demo owner, so that is what its backup holds.
 */
export async function exportContent(store: Store): Promise<Record<string, unknown>> {
  const user = await store.get<Record<string, unknown>>(USER_PATH_KEY);
  return { user: user ?? stampVersion(DEMO_USER) };
}

/**
 * Validates a backup and, only if every field is valid, replaces the stored content with it.
 * Accepts `{ user: {...} }` or the bare user object. Returns every problem found otherwise.
 */
export async function importContent(json: unknown, store: Store): Promise<ImportResult> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, errors: ['The file must contain a JSON object'] };
  }
  // Refused before any work: a file of junk keys costs nothing to turn away.
  if (holdsMoreFields(json, BACKUP_IMPORT.maxFields)) {
    return { ok: false, errors: [BACKUP_IMPORT.tooManyFields(BACKUP_IMPORT.maxFields)] };
  }
  let source = 'user' in json ? json.user : json;
  const legacy = isLegacyContent(source) ? convertLegacyContent(source as Record<string, unknown>) : undefined;
  if (legacy) {
    // The original product's shape; undefined fields are dropped so validation names them.
    source = JSON.parse(JSON.stringify(legacy.user));
    const errors = [...legacy.problems, ...feedbackProblems(legacy.feedbacks)];
    const content = checkContent(source);
    if (errors.length > 0 || !content.ok)
      return { ok: false, errors: [...errors, ...(content.ok ? [] : content.errors)] };
    const feedbacks = Object.keys(legacy.feedbacks);
    const patch: Record<string, unknown> = { [USER_PATH_KEY]: content.stored };
    // Only what the feedback schema returns (feedbackProblems checked each one above).
    for (const id of feedbacks) patch[`${FEEDBACKS_PATH}/${id}`] = feedbackSchema.parse(legacy.feedbacks[id]);
    await replaceContent(store, content.stored, (s) => s.update('', patch));
    return {
      ok: true,
      sections: SECTION_KEYS.filter((key) => key in content.stored).length,
      notes: [...legacy.notes, ...droppedNotes(content.dropped)],
      feedbacks: feedbacks.length,
    };
  }
  const content = checkContent(source);
  if (!content.ok) return { ok: false, errors: content.errors };
  await replaceContent(store, content.stored, (s) => s.set(USER_PATH_KEY, content.stored));
  const notes = droppedNotes(content.dropped);
  return {
    ok: true,
    sections: SECTION_KEYS.filter((key) => key in content.stored).length,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** True when `json` holds more than `max` keys (array items included) at any depth; stops counting there. */
function holdsMoreFields(json: object, max: number): boolean {
  let count = 0;
  const pending: object[] = [json];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const key in node) {
      if (++count > max) return true;
      const child = (node as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') pending.push(child);
    }
  }
  return false;
}

type Dropped = { count: number; named: string[] };

/** One note naming the first few fields left out of an import, and how many there were. */
function droppedNotes(dropped: Dropped): string[] {
  return dropped.count === 0 ? [] : [BACKUP_IMPORT.droppedNote(dropped.count, dropped.named)];
}

/** Writes imported content and records it as one revision of every section it changed. */
async function replaceContent(store: Store, stored: unknown, write: (store: Store) => Promise<void>): Promise<void> {
  const before = (await store.get<Record<string, unknown>>(USER_PATH_KEY)) ?? {};
  await write(store);
  const after = stored as Record<string, unknown>;
  const changes: Partial<Record<SectionKey, SectionChange>> = {};
  for (const key of SECTION_KEYS) changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  await recordRevision(store, 'import', changes);
}

/**
 * A backup (of any earlier release: older shapes are upgraded) checked as a whole, in stored form,
 * and reduced to exactly what the schemas return: any field they do not define (at the top of
 * `user`, in a section, in a list item or deeper) is left out and named in `dropped`.
 */
function checkContent(
  source: unknown,
): { ok: true; stored: Record<string, unknown>; dropped: Dropped } | { ok: false; errors: string[] } {
  try {
    const { user, dropped } = storedUserContent(
      migrateUser(presentValue(normalizeValue(source))).user,
      BACKUP_IMPORT.droppedNamed,
    );
    return { ok: true, stored: user, dropped };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, errors: error.issues };
    return { ok: false, errors: [(error as Error).message] };
  }
}

function feedbackProblems(feedbacks: Record<string, unknown>): string[] {
  return Object.entries(feedbacks).flatMap(([id, item]) => {
    const parsed = feedbackSchema.safeParse(item);
    return parsed.success ? [] : parsed.error.issues.map((i) => `feedbacks/${id}/${i.path.join('/')}: ${i.message}`);
  });
}
