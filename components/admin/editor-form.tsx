'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { IDLE, type ActionState } from '@/lib/admin/action-state';
import { describeIssues, fieldErrorsOf, sectionInput } from '@/lib/admin/form-input';
import { emptyValues, type FormValues } from '@/lib/admin/form-values';
import type { Section } from '@/lib/admin/sections';
import styles from './admin.module.scss';
import { FieldInput } from './field-input';
import { notifyError } from './notify';
import { SaveButton, type SaveMode } from './save-button';
import { hasUnsavedChanges, useUnsavedGuard } from './use-unsaved-guard';

type SaveAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;

interface Problems {
  error: string;
  fieldErrors: Record<string, string>;
}

interface Props {
  section: Section;
  /** What the form shows with nothing typed: the stored values, or empty for a new item. */
  loaded: FormValues;
  /** A server action, so the form is a real form with or without the page script. */
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
}

const valuesOf = (section: Section, formData: FormData): FormValues =>
  Object.fromEntries(section.fields.map((f) => [f.name, String(formData.get(f.name) ?? '')]));

const same = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form of every editor: `<form action>` with useActionState, uncontrolled fields. The
 * browser checks the form with the server's own parser before sending; either refusal marks each
 * wrong field and moves focus to the first. The form is re-keyed after every answer and on new
 * loaded values, so it shows exactly what it should (React would otherwise reset it to the
 * values it was first drawn with): after a refusal, everything typed.
 */
export function EditorForm(props: Props) {
  const { section, loaded, action, mode, afterSave, clearOnSuccess = [], onSaved, label, hidden, buttons } = props;
  const [state, formAction] = useActionState(action, IDLE);
  const formRef = useRef<HTMLFormElement>(null);

  const [shownLoaded, setShownLoaded] = useState(loaded);
  // What the store holds as far as this form knows: loaded, or last saved from here.
  const [saved, setSaved] = useState(loaded);
  // What the fields hold now (their default values when the form is drawn again).
  const [typed, setTyped] = useState(loaded);
  const [sent, setSent] = useState(loaded);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [answered, setAnswered] = useState(state);
  const [version, setVersion] = useState(0);

  if (state !== answered) {
    setAnswered(state);
    setVersion((v) => v + 1);
    if (state.error) {
      setProblems({ error: state.error, fieldErrors: state.fieldErrors ?? {} });
    } else if (state.ok) {
      setProblems(null);
      const cleared = Object.fromEntries(clearOnSuccess.map((name) => [name, '']));
      const next = afterSave === 'clear' ? emptyValues(section.fields) : { ...sent, ...cleared };
      setSaved(next);
      setTyped(next);
    }
  }
  // Stored values changed under the form (another item to edit, an undo, the server tidying
  // what was sent): show them.
  if (!same(shownLoaded, loaded)) {
    setShownLoaded(loaded);
    setSaved(loaded);
    setTyped(loaded);
    setProblems(null);
    setVersion((v) => v + 1);
  }

  useUnsavedGuard(hasUnsavedChanges(typed, saved));

  const reported = useRef(state);
  useEffect(() => {
    if (state === reported.current) return;
    reported.current = state;
    if (state.error) {
      notifyError(state.error);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.ok) {
      onSaved?.(state);
    }
  }, [state, onSaved]);

  function check(event: FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    const parsed = sectionInput(section).safeParse(formData);
    if (parsed.success) {
      setSent(valuesOf(section, formData));
      setProblems(null);
      return;
    }
    event.preventDefault();
    const found = { error: describeIssues(parsed.error), fieldErrors: fieldErrorsOf(parsed.error) };
    setProblems(found);
    notifyError(found.error);
    const first = section.fields.find((f) => found.fieldErrors[f.name]);
    const element = first ? event.currentTarget.elements.namedItem(first.name) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function track(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ))
      return;
    const { name, value } = target;
    if (section.fields.some((f) => f.name === name)) setTyped((v) => ({ ...v, [name]: value }));
  }

  const fieldErrors = problems?.fieldErrors ?? {};
  return (
    <form
      key={version}
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={check}
      onChange={track}
      noValidate
      aria-label={label}
    >
      {hidden}
      {section.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          defaultValue={typed[field.name] ?? ''}
          error={fieldErrors[field.name]}
          onValue={(value) => setTyped((v) => ({ ...v, [field.name]: value }))}
        />
      ))}
      {problems && Object.keys(problems.fieldErrors).length === 0 ? (
        <p role="alert" className={styles.error}>
          {problems.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <SaveButton mode={mode} result={state} />
        {buttons}
      </div>
    </form>
  );
}
