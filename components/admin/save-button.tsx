'use client';

import { useFormStatus } from 'react-dom';
import { BUTTON_LABELS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { DRAFT_INTENT, INTENT_FIELD } from '@/lib/admin/action-state';
import styles from './admin.module.scss';

export type SaveMode = 'add' | 'update';

const LABELS = {
  add: { idle: BUTTON_LABELS.add, pending: BUTTON_LABELS.adding, done: BUTTON_LABELS.added },
  update: { idle: BUTTON_LABELS.update, pending: BUTTON_LABELS.updating, done: BUTTON_LABELS.updated },
} as const;

interface Props {
  mode: SaveMode;
  /** The form's own action: another submit button's action (a formAction) does not make this one say Adding... */
  action: (formData: FormData) => void;
  /** The mode of a success still being shown (Added / Updated), if any. */
  done?: SaveMode;
}

/**
 * The form's submit button: Add → Adding... while the form's action runs → Added (for as long
 * as the form says) → Add, and the same for Update. A refusal goes straight back to Add / Update.
 */
export function SaveButton({ mode, action, done }: Props) {
  const { pending, action: running, data } = useFormStatus();
  const saving = pending && running === action && data?.get(INTENT_FIELD) !== DRAFT_INTENT;
  const label = saving ? LABELS[mode].pending : done ? LABELS[done].done : LABELS[mode].idle;
  return (
    <button type="submit" className={styles.primary} disabled={pending}>
      {label}
    </button>
  );
}

/** A form's submit button that reads `busy` while the form's action runs. */
export function SubmitButton({ label, busy, disabled }: { label: string; busy: string; disabled: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.primary} disabled={pending || disabled}>
      {pending ? busy : label}
    </button>
  );
}

/** Saves the form as an unpublished draft (the form's action tells it from a save by its intent). */
export function DraftButton() {
  const { pending, data } = useFormStatus();
  const saving = pending && data?.get(INTENT_FIELD) === DRAFT_INTENT;
  return (
    <button type="submit" name={INTENT_FIELD} value={DRAFT_INTENT} className={styles.secondary} disabled={pending}>
      {saving ? DRAFTS.labels.savingDraft : DRAFTS.labels.saveDraft}
    </button>
  );
}
