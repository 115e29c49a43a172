'use client';

import { startTransition, useActionState, useRef, useState, type FormEvent } from 'react';
import { IDLE, type ActionState } from '@/lib/admin/action-state';
import type { FormValues } from '@/lib/admin/form-values';
import type { FieldDef } from '@/lib/admin/sections';
import styles from './admin.module.scss';
import { FieldInput } from './field-input';
import { useActionFeedback } from './use-action-feedback';
import { useHydrated } from './use-hydrated';
import { useSaveLabel } from './use-save-label';
import { useUndoOffer } from './undo-offer';
import { hasUnsavedChanges, useUnsavedGuard } from './use-unsaved-guard';

interface Props {
  fields: readonly FieldDef[];
  initial: FormValues;
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** Fields emptied after a successful save (passwords). */
  clearOnSuccess?: readonly string[];
}

/** The one form for single-object sections (home, about, skill images, login details). */
export function SingletonForm({ fields, initial, action, clearOnSuccess = [] }: Props) {
  const [values, setValues] = useState(initial);
  // Stored values changed under the form (an undo, a restore): show them. After a save they are
  // what was typed, so nothing moves.
  const [shownInitial, setShownInitial] = useState(initial);
  // What the store holds as far as this form knows: loaded, or last saved from here.
  const [saved, setSaved] = useState(initial);
  // What was sent, and the stored values shown then: a save whose answer brings new stored
  // values (the server tidied what was typed) has already reset the form to them.
  const submitted = useRef({ values: initial, shownInitial: initial });
  if (JSON.stringify(shownInitial) !== JSON.stringify(initial)) {
    setShownInitial(initial);
    setValues(initial);
    setSaved(initial);
  }
  useUnsavedGuard(hasUnsavedChanges(values, saved));
  const [state, dispatch] = useActionState(action, IDLE);
  const save = useSaveLabel('update');
  const hydrated = useHydrated();
  const offerUndo = useUndoOffer();

  useActionFeedback(state, {
    onSuccess() {
      save.succeeded();
      offerUndo(state.revision, 'Changes saved');
      const cleared = Object.fromEntries(clearOnSuccess.map((n) => [n, '']));
      if (submitted.current.shownInitial === shownInitial) setSaved({ ...submitted.current.values, ...cleared });
      else setSaved((v) => ({ ...v, ...cleared }));
      if (clearOnSuccess.length > 0) setValues((v) => ({ ...v, ...cleared }));
    },
    onError: save.failed,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    submitted.current = { values, shownInitial };
    save.started();
    startTransition(() => dispatch(formData));
  }

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
        />
      ))}
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={save.busy || !hydrated}>
        {save.label}
      </button>
    </form>
  );
}
