import type { DraftConflict } from '@/lib/content/drafts';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import type { ActionState } from './action-state';
import { toFormValues } from './form-values';
import type { ListSection, SingletonSection } from './sections';

/** The hidden field a draft save carries: the version of the stored draft the form was drawn with. */
export const DRAFT_BASE_FIELD = '_draftBase';

/** The draft version a draft save was based on; absent (a script), the save is not checked. */
export function draftBaseOf(formData: unknown): string | undefined {
  // Read before the session check: a call that sent no form (any caller can) is no base, not a crash.
  if (!(formData instanceof FormData)) return undefined;
  const base = formData.get(DRAFT_BASE_FIELD);
  return typeof base === 'string' && base !== '' ? base : undefined;
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
  const at = conflict.current?.at;
  const data = conflict.current?.data;
  const item =
    section.kind === 'singleton'
      ? data
      : id && data !== null && typeof data === 'object' && Object.hasOwn(data, id)
        ? (data as Record<string, unknown>)[id]
        : undefined;
  return {
    // Said again by the form with the time on the owner's clock; this one is in UTC.
    error: SAVE_SAFETY.conflict(at === undefined ? undefined : `${new Date(at).toISOString().slice(11, 16)} UTC`),
    draftVersion: conflict.version,
    ...(item === undefined
      ? {}
      : { conflict: { ...(at === undefined ? {} : { at }), values: toFormValues(section.fields, item) } }),
  };
}
