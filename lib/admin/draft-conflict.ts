import type { DraftConflict } from '@/lib/content/drafts';
import { NOTES } from '@/lib/content/notes-words';
import type { SlugHolder } from '@/lib/content/slugs';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import type { ActionState } from './action-state';
import { toFormValues } from './form-values';
import type { FieldDef, ListSection, SingletonSection } from './sections';

/** The hidden field a draft save carries: the version of the stored draft the form was drawn with. */
export const DRAFT_BASE_FIELD = '_draftBase';

/** The version a save was based on (the form's hidden `field`); absent (a script), the save is not checked. */
export function formBase(formData: unknown, field: string): string | undefined {
  // Read before the session check: a call that sent no form (any caller can) is no base, not a crash.
  if (!(formData instanceof FormData)) return undefined;
  const base = formData.get(field);
  return typeof base === 'string' && base !== '' ? base : undefined;
}

/**
 * A save refused because another tab or device changed what it edits meanwhile: when (`at`), and
 * the fields as stored now.
 */
export function conflictState(fields: readonly FieldDef[], at: number | undefined, stored: unknown) {
  return {
    // Said again by the form with the time on the owner's clock; this one is in UTC.
    error: SAVE_SAFETY.conflict(at === undefined ? undefined : `${new Date(at).toISOString().slice(11, 16)} UTC`),
    conflict: { ...(at === undefined ? {} : { at }), values: toFormValues(fields, stored) },
  };
}

/**
 * A draft save refused because another tab or device saved a draft of the section meanwhile, in
 * the words a refused section save uses: when, the stored draft's version (saving again replaces
 * it knowingly), and the fields as the stored draft holds them (a list item's, if it has it).
 */
export function draftRefused(
  section: ListSection | SingletonSection,
  conflict: DraftConflict,
  id?: string,
): ActionState {
  const data = conflict.current?.data;
  const item =
    section.kind === 'singleton'
      ? data
      : id && data !== null && typeof data === 'object' && Object.hasOwn(data, id)
        ? (data as Record<string, unknown>)[id]
        : undefined;
  const refused = conflictState(section.fields, conflict.current?.at, item);
  return {
    error: refused.error,
    draftVersion: conflict.version,
    ...(item === undefined ? {} : { conflict: refused.conflict }),
  };
}

/** A save refused because the slug the owner chose is another item's: said on the slug field. */
export function slugRefused(taken: SlugHolder): ActionState {
  const error = NOTES.admin.slugTaken(taken.slug, taken.title, taken.former);
  return { error, fieldErrors: { customSlug: error } };
}
