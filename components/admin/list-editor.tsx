'use client';

import { startTransition, useActionState, useRef, useState, type FormEvent } from 'react';
import { IDLE, type ActionState } from '@/lib/admin/action-state';
import { emptyValues, toFormValues } from '@/lib/admin/form-values';
import type { FieldDef } from '@/lib/admin/sections';
import { ADMIN_MESSAGES, DATE_FORMAT } from '@/lib/constants';
import { formatAdminDate } from '@/lib/format';
import styles from './admin.module.scss';
import { FieldInput } from './field-input';
import { SortableList, type ListItem } from './sortable-list';
import { useUndoOffer } from './undo-offer';
import { useActionFeedback } from './use-action-feedback';
import { useHydrated } from './use-hydrated';
import { useSaveLabel } from './use-save-label';
import { hasUnsavedChanges, useUnsavedGuard } from './use-unsaved-guard';

interface Props {
  slug: string;
  title: string;
  fields: readonly FieldDef[];
  summary: readonly string[];
  items: ListItem[];
  save: (previous: ActionState, formData: FormData) => Promise<ActionState>;
}

function summaryText(fields: readonly FieldDef[], summary: readonly string[], item: ListItem): string {
  return summary
    .map((name) => {
      const field = fields.find((f) => f.name === name);
      const value = typeof item[name] === 'string' ? item[name] : '';
      if (field?.kind === 'date') return value ? formatAdminDate(value) : DATE_FORMAT.present;
      return value;
    })
    .filter((text) => text !== '')
    .join(' · ');
}

/** The one editor for every list section: add, edit, delete (confirmed), reorder. */
export function ListEditor({ slug, title, fields, summary, items, save }: Props) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const [editId, setEditId] = useState<string | null>(null);
  // The form's values when nothing is typed: empty for a new item, the stored item when editing.
  const [saved, setSaved] = useState(values);
  const submitted = useRef(values);
  useUnsavedGuard(hasUnsavedChanges(values, saved));
  const [state, dispatch] = useActionState(save, IDLE);
  const button = useSaveLabel(editId ? 'update' : 'add');
  const hydrated = useHydrated();
  const offerUndo = useUndoOffer();

  useActionFeedback(state, {
    onSuccess() {
      button.succeeded();
      offerUndo(state.revision, editId ? 'Item updated' : 'Item added');
      if (editId) setSaved(submitted.current);
      else {
        setValues(emptyValues(fields));
        setSaved(emptyValues(fields));
      }
    },
    onError: button.failed,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    submitted.current = values;
    button.started();
    startTransition(() => dispatch(formData));
  }

  function edit(item: ListItem) {
    const loaded = toFormValues(fields, item);
    setEditId(item._id);
    setValues(loaded);
    setSaved(loaded);
  }

  function cancelEdit() {
    setEditId(null);
    setValues(emptyValues(fields));
    setSaved(emptyValues(fields));
  }

  function remove(item: ListItem, label: string) {
    if (!window.confirm(`${ADMIN_MESSAGES.confirmDelete}\n\n${label}`)) return false;
    if (editId === item._id) cancelEdit();
    return true;
  }

  return (
    <div className={styles.listEditor}>
      <form className={styles.form} method="post" onSubmit={submit} noValidate aria-label={`${title} item`}>
        <input type="hidden" name="_id" value={editId ?? ''} />
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
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={button.busy || !hydrated}>
            {button.label}
          </button>
          {editId ? (
            <button type="button" className={styles.secondary} onClick={cancelEdit}>
              Cancel edit
            </button>
          ) : null}
        </div>
      </form>

      <section aria-label={`${title} list`}>
        <h2 className={styles.subtitle}>Current items ({items.length})</h2>
        {items.length === 0 ? (
          <p className={styles.muted}>Nothing here yet. Add the first item with the form.</p>
        ) : (
          <SortableList
            slug={slug}
            items={items}
            labelOf={(item) => summaryText(fields, summary, item)}
            editId={editId}
            onEdit={edit}
            onDelete={remove}
            thumbnailField={fields.find((field) => field.kind === 'image')?.name}
          />
        )}
      </section>
    </div>
  );
}
