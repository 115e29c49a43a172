'use client';

import {
  Fragment,
  useActionState,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import dayjs from 'dayjs';
import { IDLE, type ActionState } from '@/lib/admin/action-state';
import { DRAFT_BASE_FIELD } from '@/lib/admin/draft-conflict';
import { ADMIN_BUTTON_RESET_MS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { describeIssues, fieldErrorsOf, sectionInput } from '@/lib/admin/form-input';
import { emptyValues, type FormValues } from '@/lib/admin/form-values';
import type { Section } from '@/lib/admin/sections';
import styles from './admin.module.scss';
import { FieldInput } from './field-input';
import type { MarkdownPreview } from './markdown-input';
import { resumeVariantOf } from '@/lib/resume';
import { ResumeFile } from './resume-file';
import { dismissNotice, notifyError, notifySuccess } from './notify';
import { DRAFT_INTENT, INTENT_FIELD } from '@/lib/admin/action-state';
import { DraftButton, SaveButton, type SaveMode } from './save-button';
import { hasUnsavedChanges, useUnsavedGuard } from './use-unsaved-guard';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { ConflictNotice } from './conflict-notice';
import { useConfirm } from './confirm-dialog';
import { LOCAL_COPY } from '@/lib/admin/words';
import { copyTime, useLocalCopy } from './local-copy';

/** Asked before a change published at once replaces the section's draft. */
export const OVERWRITE_DRAFT = {
  title: DRAFTS.messages.overwriteTitle,
  text: DRAFTS.messages.confirmOverwrite,
  confirm: DRAFTS.labels.replace,
};

type SaveAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;

/** An answer, with the values that were sent and what the save button said then. */
type FormState = ActionState & {
  sent?: FormValues;
  base?: FormValues;
  held?: FormValues;
  mode?: SaveMode;
  draft?: boolean;
};

export interface EditorFormProps {
  section: Section;
  /** What the form shows with nothing typed: the stored values, or empty for a new item. */
  loaded: FormValues;
  action: SaveAction;
  mode: SaveMode;
  /** After a success: keep what was sent as the saved values, or start over empty (a new item). */
  afterSave: 'keep' | 'clear';
  /** Fields emptied after a successful save (passwords). */
  clearOnSuccess?: readonly string[];
  onSaved?: (result: ActionState) => void;
  label?: string;
  /** Hidden inputs for the action. */
  hidden?: ReactNode;
  /** Further buttons beside the submit button (each may carry its own `formAction`). */
  buttons?: ReactNode;
  /** Saves the form as the section's unpublished draft (the Save draft button), checked like a save. */
  draftAction?: SaveAction;
  /** The section has a draft: a save that publishes at once asks first, since it replaces the draft. */
  hasDraft?: boolean;
  onDraftSaved?: (result: ActionState) => void;
  /** What the form edits (a list item's id): new values for another subject replace whatever was typed. */
  subject?: string;
  /**
   * The stored version `loaded` was read from (a singleton section's or the list item's), sent
   * with each save as `_base`: a save based on an older one is refused, the text kept.
   */
  version?: string;
  /**
   * The version of the section's stored draft when the form was drawn (see draftVersion), sent
   * with each draft save as `_draftBase`: a draft save based on an older draft is refused, the text kept.
   */
  draftVersion?: string;
  /**
   * Where this browser keeps a copy of what is typed until it is saved (localCopyKey; none
   * without it): offered back when the form opens on the same subject again, after a closed tab.
   */
  localCopy?: string;
  /** Renders a Markdown field's text as its page will, for the field's live preview (previewNoteAction). */
  previewMarkdown?: MarkdownPreview;
}

const valuesOf = (section: Section, formData: FormData): FormValues =>
  Object.fromEntries(section.fields.map((f) => [f.name, String(formData.get(f.name) ?? '')]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `loaded`, except the fields typed in since the last save (`typed` differs from `saved`), which stay as typed. */
function keepTyped(typed: FormValues, saved: FormValues, loaded: FormValues): FormValues {
  const next = { ...loaded };
  for (const [name, value] of Object.entries(typed)) if (value !== (saved[name] ?? '')) next[name] = value;
  return next;
}

/**
 * Date fields whose picker holds a date it cannot read (typed half-way, or an impossible day):
 * the browser sends such a field as empty, which an optional date would take as "no date", so
 * each is refused here with the message a typed impossible date gets.
 */
function unreadableDates(form: HTMLFormElement | null, section: Section): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of section.fields) {
    if (field.kind !== 'date') continue;
    const input = form?.elements.namedItem(field.name);
    if (input instanceof HTMLInputElement && input.validity.badInput)
      out[field.name] = PHONE_ADMIN.unreadableDate(field.label);
  }
  return out;
}

/**
 * The form of every editor: `<form action>` with useActionState and uncontrolled fields. The
 * action first checks the form with the server's own parser (a refusal costs no round trip),
 * then calls the server action, which checks everything again. A refusal marks each wrong field
 * and focuses the first. React resets a form after its action; the form is drawn again instead
 * (re-keyed), with what was typed after a refusal and with the saved values after a success.
 * A submission made before the page script has hydrated the form is replayed by React once it
 * has. Another submit button with its own `formAction` can go in `buttons`: the form is drawn
 * again after it too.
 */
export function EditorForm(props: EditorFormProps) {
  const { section, loaded, action, mode, afterSave, clearOnSuccess = [], onSaved, label, hidden, buttons } = props;
  const { draftAction, hasDraft = false, onDraftSaved, subject, version: loadedVersion } = props;
  const { draftVersion: loadedDraftVersion, localCopy, previewMarkdown } = props;

  const formRef = useRef<HTMLFormElement | null>(null);
  // Drops the browser's copy of a subject's text once it is saved (set from useLocalCopy below).
  const forgetCopy = useRef<(key: string | undefined) => void>(() => undefined);
  const lastError = useRef<string | undefined>(undefined);
  // The props the form last took in (below, as they change): the stored values it shows, for which subject.
  const [shown, setShown] = useState({ loaded, subject, version: loadedVersion, draftVersion: loadedDraftVersion });
  // What the fields hold now: their default values whenever the form is drawn again.
  const [typed, setTyped] = useState(loaded);
  const [dialog, ask] = useConfirm();
  const [state, formAction] = useActionState<FormState, FormData>(async (previous, formData) => {
    const asDraft = draftAction !== undefined && formData.get(INTENT_FIELD) === DRAFT_INTENT;
    // Nothing is sent (and the fields keep what was typed) when the owner keeps the draft.
    if (!asDraft && hasDraft && !(await ask(OVERWRITE_DRAFT))) return previous;
    const sent = valuesOf(section, formData);
    // The stored values the form showed when it was sent, and its fields as this form knew them
    // (what is typed after this differs from them).
    const base = shown.loaded;
    const held = typed;
    const parsed = sectionInput(section).safeParse(formData);
    const unreadable = unreadableDates(formRef.current, section);
    const refused = Object.keys(unreadable).length > 0;
    // A half-picked date is reported as such, not as the empty value the browser sent for it.
    const issues = parsed.error?.issues.filter((issue) => !(String(issue.path[0]) in unreadable)) ?? [];
    const answer: ActionState =
      parsed.success && !refused
        ? await (asDraft ? draftAction : action)(previous, formData)
        : {
            error: [...Object.values(unreadable), describeIssues({ issues })].filter(Boolean).join('\n'),
            fieldErrors: { ...fieldErrorsOf({ issues }), ...unreadable },
          };
    // The other change's time, on the owner's clock.
    const at = answer.conflict?.at;
    const result = answer.conflict
      ? { ...answer, error: SAVE_SAFETY.conflict(at === undefined ? undefined : dayjs(at).format('HH:mm')) }
      : answer;
    // An error stays until dismissed, or until the form's next sending answers otherwise.
    const error = result.error ? notifyError(result.error) : undefined;
    if (lastError.current && lastError.current !== error) dismissNotice(lastError.current);
    lastError.current = error;
    if (result.ok && !result.error) {
      // Saved (published or as a draft): the browser's copy of the text is no longer needed.
      forgetCopy.current(localCopy);
      if (asDraft) notifySuccess(DRAFTS.messages.saved);
      (asDraft ? onDraftSaved : onSaved)?.(result);
    }
    return { ...result, sent, base, held, mode, draft: asDraft };
  }, IDLE);

  // What the next save says it is based on: the version loaded, or the one the last answer named
  // (after a refusal, the other change's: updating again then replaces it knowingly).
  const [base, setBase] = useState(loadedVersion);
  // The same for draft saves: the stored draft's version loaded, or the one the last answer named.
  const [draftBase, setDraftBase] = useState(loadedDraftVersion);
  // What the store holds as far as this form knows: loaded, or last saved from here.
  const [saved, setSaved] = useState(loaded);
  const [answered, setAnswered] = useState(state);
  const [version, setVersion] = useState(0);
  // The drawing of the form that shows the last answer (its errors, focus where they say).
  const [answerVersion, setAnswerVersion] = useState(-1);

  // The values this render ends with (a state setter changes only the next render's values).
  let nowTyped = typed;
  let nowSaved = saved;
  let nowBase = base;
  let nowDraftBase = draftBase;
  if (state !== answered) {
    setAnswered(state);
    if (state.version !== undefined && !state.draft) nowBase = state.version;
    if (state.draftVersion !== undefined) nowDraftBase = state.draftVersion;
    setVersion(version + 1);
    setAnswerVersion(version + 1);
    if (state.ok && state.sent) {
      const cleared = Object.fromEntries(clearOnSuccess.map((name) => [name, '']));
      // What is stored now: the page's new values if they came with (or before) the answer, else
      // what was sent. Fields typed in since the sending stay as typed.
      const stored = same(state.base ?? loaded, loaded) ? state.sent : loaded;
      nowSaved = afterSave === 'clear' ? emptyValues(section.fields) : { ...stored, ...cleared };
      nowTyped =
        afterSave === 'clear' ? nowSaved : { ...keepTyped(typed, state.held ?? state.sent, stored), ...cleared };
    } else if (state.error && state.sent) {
      // Drawn again with what was sent: every field as it was, typed before hydration or not.
      nowTyped = state.sent;
    }
  }
  // Stored values changed under the form (an undo, the server tidying what was sent, the page's
  // refresh after a save arriving late): show them, but keep every field typed in since the last
  // save. Another item to edit starts over from its own values.
  const taken = { loaded, subject, version: loadedVersion, draftVersion: loadedDraftVersion };
  if (!same(shown, taken)) {
    const newSubject = shown.subject !== subject;
    if (!same(shown.loaded, loaded) || newSubject) {
      nowTyped = newSubject ? loaded : keepTyped(nowTyped, nowSaved, loaded);
      nowSaved = loaded;
      setVersion(version + 1);
    }
    if (shown.version !== loadedVersion || newSubject) nowBase = loadedVersion;
    if (shown.draftVersion !== loadedDraftVersion) nowDraftBase = loadedDraftVersion;
    setShown(taken);
  }
  if (nowBase !== base) setBase(nowBase);
  if (nowDraftBase !== draftBase) setDraftBase(nowDraftBase);
  if (nowTyped !== typed) setTyped(nowTyped);
  if (nowSaved !== saved) setSaved(nowSaved);

  useUnsavedGuard(hasUnsavedChanges(typed, saved));
  const local = useLocalCopy(localCopy, typed, saved, base);
  useEffect(() => {
    forgetCopy.current = local.forget;
  });
  // The field to focus once the form is drawn again with a restored copy.
  const focusAfterRestore = useRef<string | null>(null);

  function restoreCopy() {
    const copy = local.restore();
    if (!copy) return;
    const restored = { ...typed };
    for (const field of section.fields) if (field.name in copy.values) restored[field.name] = copy.values[field.name];
    setTyped(restored);
    // A copy made before a later save is checked against it when saved (the save is refused, both shown).
    if (copy.base !== undefined) setBase(copy.base);
    focusAfterRestore.current =
      section.fields.find((f) => (restored[f.name] ?? '') !== (saved[f.name] ?? ''))?.name ?? section.fields[0]?.name;
    setVersion((v) => v + 1);
    notifySuccess(LOCAL_COPY.restored);
  }

  function discardCopy() {
    local.discard();
    focusAfterRestore.current = section.fields[0]?.name ?? null;
    setVersion((v) => v + 1);
    notifySuccess(LOCAL_COPY.discarded);
  }

  // What was typed before the page script ran is in the fields, but no change event told React:
  // read it once hydrated, so leaving asks and a redrawing keeps it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const early = valuesOf(section, new FormData(form));
    setTyped((current) => {
      const next = { ...current, ...early };
      return same(next, current) ? current : next;
    });
    // Once, at hydration: later typing is tracked by its change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Added / Updated for ADMIN_BUTTON_RESET_MS after a success, kept here: the form (and its
  // button) is drawn anew meanwhile.
  const [expired, setExpired] = useState<number | undefined>(undefined);
  const doneAt = state.ok && !state.draft ? state.at : undefined;
  useEffect(() => {
    if (doneAt === undefined) return;
    const timer = setTimeout(() => setExpired(doneAt), ADMIN_BUTTON_RESET_MS);
    return () => clearTimeout(timer);
  }, [doneAt]);
  const done = doneAt !== undefined && expired !== doneAt ? (state.mode ?? mode) : undefined;

  const type = (name: string, value: string) => setTyped((v) => ({ ...v, [name]: value }));

  // A change in any field's input (an input, a textarea or a select; the inputs of no field have no name of one).
  function track(event: FormEvent<HTMLFormElement>) {
    const { name, value } = event.target as HTMLInputElement;
    if (section.fields.some((f) => f.name === name)) type(name, value);
  }

  // Errors and focus belong to the drawing that shows the answer; new loaded values start clean.
  const showsAnswer = version === answerVersion;
  const problems = showsAnswer && state.error ? state : null;
  const fieldErrors = problems?.fieldErrors ?? {};
  // Alt texts are drawn inside their image's fieldset.
  const altNames = new Set(section.fields.flatMap((f) => (f.alt ? [f.alt] : [])));
  const firstWrong = section.fields.find((f) => fieldErrors[f.name])?.name;
  const succeeded = state.ok === true;
  const offered = local.offered;
  // Each drawing of the fields calls this again; the one that shows an answer takes the focus to its first wrong
  // field, or back to the save button after a success.
  const drawn = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      const restored = focusAfterRestore.current;
      if (form && restored) {
        focusAfterRestore.current = null;
        const field = form.elements.namedItem(restored);
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      if (!form || version !== answerVersion) return;
      const target = form.querySelector<HTMLElement>(succeeded ? 'button[type="submit"]' : '[aria-invalid="true"]');
      target?.focus();
    },
    [version, answerVersion, succeeded],
  );
  return (
    <form
      ref={drawn}
      className={styles.form}
      action={formAction}
      onChange={track}
      // React resets a form once its action ends; the fields already show what they should (what
      // was typed, or the answer's values drawn anew), so the reset is declined.
      onReset={(event) => event.preventDefault()}
      noValidate
      aria-label={label}
    >
      {hidden}
      {/* The question a form opens with when this browser kept unsaved text for it: Restore or
          Discard. Its text is said in a live region that is always there (announced when it comes). */}
      {localCopy === undefined ? null : (
        <div
          className={styles.localCopy}
          data-open={offered ? '' : undefined}
          role={offered ? 'group' : undefined}
          aria-label={offered ? LOCAL_COPY.label : undefined}
        >
          <p role="status">{offered ? LOCAL_COPY.offer(copyTime(offered.at)) : ''}</p>
          {offered ? (
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={restoreCopy}>
                {LOCAL_COPY.restore}
              </button>
              <button type="button" className={styles.secondary} onClick={discardCopy}>
                {LOCAL_COPY.discard}
              </button>
            </div>
          ) : null}
        </div>
      )}
      {base === undefined ? null : <input type="hidden" name="_base" value={base} />}
      {draftAction === undefined || draftBase === undefined ? null : (
        <input type="hidden" name={DRAFT_BASE_FIELD} value={draftBase} />
      )}
      {/* Each drawing draws the fields anew (their values are uncontrolled); the form and its buttons
          stay, so a click that lands during a redrawing is not lost. */}
      <Fragment key={version}>
        {section.fields
          .filter((field) => !altNames.has(field.name))
          .map((field) => {
            const alt = field.alt ? section.fields.find((f) => f.name === field.alt) : undefined;
            const resume = section.kind === 'singleton' ? resumeVariantOf(field.name) : undefined;
            return (
              <Fragment key={field.name}>
                <FieldInput
                  field={field}
                  defaultValue={typed[field.name] ?? ''}
                  error={fieldErrors[field.name]}
                  alt={alt && { field: alt, defaultValue: typed[alt.name] ?? '', error: fieldErrors[alt.name] }}
                  onValue={(value) => type(field.name, value)}
                  previewMarkdown={previewMarkdown}
                />
                {resume ? (
                  <ResumeFile
                    name={field.name}
                    variant={resume}
                    saved={saved[field.name] ?? ''}
                    onValue={(value) => type(field.name, value)}
                  />
                ) : null}
              </Fragment>
            );
          })}
      </Fragment>
      {problems && !firstWrong ? (
        // Keyed by the answer: the same error twice is a new alert, announced again.
        <p key={`alert-${answerVersion}`} role="alert" className={styles.error}>
          {problems.error}
        </p>
      ) : null}
      {problems?.conflict ? (
        <ConflictNotice fields={section.fields} theirs={problems.conflict.values} yours={problems.sent ?? {}} />
      ) : null}
      <noscript>
        <p className={styles.error}>This form needs JavaScript: turn it on and reload the page to save.</p>
      </noscript>
      <div className={styles.actions}>
        <SaveButton mode={mode} action={formAction} done={done} />
        {draftAction ? <DraftButton /> : null}
        {buttons}
      </div>
      {dialog}
    </form>
  );
}
