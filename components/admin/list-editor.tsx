'use client';

import { startTransition, useActionState, useState, useTransition, type FormEvent } from 'react';
import { IDLE, type ActionState } from '@/lib/admin/action-state';
import { deleteListItem, moveListItemAction } from '@/lib/admin/content-actions';
import { emptyValues, toFormValues } from '@/lib/admin/form-values';
import type { FieldDef } from '@/lib/admin/sections';
import { ADMIN_MESSAGES, DATE_FORMAT } from '@/lib/constants';
import { formatAdminDate } from '@/lib/format';
import styles from './admin.module.scss';
import { FieldInput } from './field-input';
import { notifyError, notifySuccess } from './notify';
import { useActionFeedback } from './use-action-feedback';
import { useHydrated } from './use-hydrated';
import { useSaveLabel } from './use-save-label';

export type ListItem = Record<string, unknown> & { _id: string };

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
      const value = typeof item[name] === 'string' ? (item[name] as string) : '';
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
  const [state, dispatch] = useActionState(save, IDLE);
  const [rowPending, startRowTransition] = useTransition();
  const button = useSaveLabel(editId ? 'update' : 'add');
  const hydrated = useHydrated();

  useActionFeedback(state, {
    onSuccess() {
      button.succeeded();
      if (!editId) setValues(emptyValues(fields));
    },
    onError: button.failed,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    button.started();
    startTransition(() => dispatch(formData));
  }

  function edit(item: ListItem) {
    setEditId(item._id);
    setValues(toFormValues(fields, item));
  }

  function cancelEdit() {
    setEditId(null);
    setValues(emptyValues(fields));
  }

  function runRowAction(run: () => Promise<ActionState>, success?: string) {
    startRowTransition(async () => {
      const result = await run();
      if (result.error) notifyError(result.error);
      else if (success) notifySuccess(success);
    });
  }

  function remove(item: ListItem, label: string) {
    if (!window.confirm(`${ADMIN_MESSAGES.confirmDelete}\n\n${label}`)) return;
    if (editId === item._id) cancelEdit();
    runRowAction(() => deleteListItem(slug, item._id), ADMIN_MESSAGES.deleted);
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
          <ol className={styles.items} aria-busy={rowPending}>
            {items.map((item, index) => {
              const label = summaryText(fields, summary, item);
              return (
                <li key={item._id} className={editId === item._id ? styles.editing : undefined}>
                  <span className={styles.itemText}>{label}</span>
                  <span className={styles.rowButtons}>
                    <button type="button" onClick={() => edit(item)} aria-label={`Edit ${label}`}>
                      Edit
                    </button>
                    <button
                      type="button"
                      disabled={index === 0 || rowPending}
                      onClick={() => runRowAction(() => moveListItemAction(slug, item._id, 'up'))}
                      aria-label={`Move ${label} up`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      disabled={index === items.length - 1 || rowPending}
                      onClick={() => runRowAction(() => moveListItemAction(slug, item._id, 'down'))}
                      aria-label={`Move ${label} down`}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      onClick={() => remove(item, label)}
                      aria-label={`Delete ${label}`}
                    >
                      Delete
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
