import type { Store } from '@/lib/store/types';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import { DEMO_USER } from './demo';
import { recordRevision, type SectionChange } from './history';
import { convertLegacyContent, isLegacyContent } from './legacy';
import { migrateUser, stampVersion } from './migrations';
import { FEEDBACKS_PATH, USER_PATH_KEY } from './paths';
import { feedbackSchema, type SectionKey } from './schemas';
import { ContentError, SECTION_KEYS, shapeUserContent } from './shape';

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
    for (const id of feedbacks) patch[`${FEEDBACKS_PATH}/${id}`] = legacy.feedbacks[id];
    await replaceContent(store, content.stored, (s) => s.update('', patch));
    return {
      ok: true,
      sections: SECTION_KEYS.filter((key) => key in (content.stored as object)).length,
      notes: legacy.notes,
      feedbacks: feedbacks.length,
    };
  }
  const content = checkContent(source);
  if (!content.ok) return { ok: false, errors: content.errors };
  await replaceContent(store, content.stored, (s) => s.set(USER_PATH_KEY, content.stored));
  return { ok: true, sections: SECTION_KEYS.filter((key) => key in (content.stored as object)).length };
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

/** A backup (of any earlier release: older shapes are upgraded) checked as a whole, in stored form. */
function checkContent(source: unknown): { ok: true; stored: unknown } | { ok: false; errors: string[] } {
  let stored: unknown;
  try {
    stored = migrateUser(presentValue(normalizeValue(source))).user;
    shapeUserContent(stored);
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, errors: error.issues };
    return { ok: false, errors: [(error as Error).message] };
  }
  return { ok: true, stored };
}

function feedbackProblems(feedbacks: Record<string, unknown>): string[] {
  return Object.entries(feedbacks).flatMap(([id, item]) => {
    const parsed = feedbackSchema.safeParse(item);
    return parsed.success ? [] : parsed.error.issues.map((i) => `feedbacks/${id}/${i.path.join('/')}: ${i.message}`);
  });
}
