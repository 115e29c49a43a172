/** What every admin action returns to useActionState: an error to show, or a success stamp. */
export interface ActionState {
  /** Every problem, one per line: the toast's text. */
  error?: string;
  /** Field name → what is wrong with it, shown on the field. */
  fieldErrors?: Record<string, string>;
  ok?: boolean;
  /** Changes on every success so the form can react to repeated saves. */
  at?: number;
  /** The revision a successful change recorded: what its Undo takes back. */
  revision?: number;
  /** An undo that kept later edits of the section (it could not take back all of the change). */
  partial?: boolean;
  /** What a success did beyond the save itself, said to the owner (e.g. other sessions ended). */
  notice?: string;
  /** Nothing was done yet: the question to ask the owner before doing it (confirmed, it is sent again). */
  confirm?: string;
  /**
   * The stored version of what the form edits (a singleton section, or the list item) after this
   * answer: sent back with the next save as what it was based on.
   */
  version?: string;
  /** The version of the section's stored draft after this answer (see draftVersion): sent back with the next draft save. */
  draftVersion?: string;
  /** The save was refused: what it was based on had been changed elsewhere meanwhile. */
  conflict?: {
    /** When the other change was made (ms), if History knows. */
    at?: number;
    /** The fields as stored now. */
    values: Record<string, string>;
  };
}

export const IDLE: ActionState = {};

/** The form field naming which submit button sent the form, and its value for Save draft. */
export const INTENT_FIELD = '_intent';
export const DRAFT_INTENT = 'draft';

/** A success, stamped now, with the revision it recorded and the version it stored (when it did). */
export function succeeded(revision?: number, version?: string): ActionState {
  return {
    ok: true,
    at: Date.now(),
    ...(revision === undefined ? {} : { revision }),
    ...(version === undefined ? {} : { version }),
  };
}
