'use client';

import { useState } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { emptyValues, toFormValues } from '@/lib/admin/form-values';
import type { FieldDef, ListSection } from '@/lib/admin/sections';
import { findSection } from '@/lib/admin/sections';
import { ADMIN_EMPTY, ADMIN_MESSAGES } from '@/lib/admin/words';
import { DATE_FORMAT } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { useConfirm } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { formatAdminDate } from '@/lib/format';
import styles from './admin.module.scss';
import { EditorForm } from './editor-form';
import { SortableList, type ListItem } from './sortable-list';
import { useUndoOffer } from './undo-offer';

interface Props {
  slug: string;
  items: ListItem[];
  save: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** Saves the form's item into the list's unpublished draft instead. */
  saveDraft?: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** The list has a draft: publishing a change at once replaces it, so the editor asks first. */
  hasDraft?: boolean;
  /** Each stored item's version (contentVersion), by id: an update says which one it was based on. */
  versions?: Record<string, string>;
  /** The version of the list's stored draft (draftVersion), sent with each draft save as what it was based on. */
  draftVersion?: string;
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
export function ListEditor({ slug, items, save, saveDraft, hasDraft = false, versions = {}, draftVersion }: Props) {
  const found = findSection(slug);
  const section: ListSection | undefined = found?.kind === 'list' ? found : undefined;
  const fields = section?.fields ?? [];
  const [editing, setEditing] = useState<{ id: string; values: Record<string, string> } | null>(null);
  const [empty] = useState(() => emptyValues(fields));
  const [dialog, ask] = useConfirm();
  const offerUndo = useUndoOffer();
  const editId = editing?.id ?? null;
  if (!section) return null;
  const { title, summary } = section;

  function edit(item: ListItem) {
    setEditing({ id: item._id, values: toFormValues(fields, item) });
  }

  function cancelEdit() {
    setEditing(null);
  }

  async function remove(item: ListItem, label: string) {
    const note = hasDraft ? `\n\n${DRAFTS.messages.overwriteNote}` : '';
    const yes = await ask({
      title: ADMIN_MESSAGES.deleteItemTitle,
      text: `${ADMIN_MESSAGES.confirmDelete}\n\n${label}${note}`,
      confirm: ADMIN_MESSAGES.deleteLabel,
    });
    if (yes && editId === item._id) cancelEdit();
    return yes;
  }

  const confirmPublish = async () =>
    !hasDraft ||
    ask({
      title: DRAFTS.messages.overwriteTitle,
      text: DRAFTS.messages.confirmOverwrite,
      confirm: DRAFTS.labels.replace,
    });

  return (
    <div className={styles.listEditor}>
      <EditorForm
        section={section}
        loaded={editing?.values ?? empty}
        subject={editId ?? ''}
        version={editId ? versions[editId] : undefined}
        draftVersion={draftVersion}
        action={save}
        mode={editId ? 'update' : 'add'}
        afterSave={editId ? 'keep' : 'clear'}
        onSaved={(result) => offerUndo(result.revision, editId ? 'Item updated' : 'Item added')}
        draftAction={saveDraft}
        hasDraft={hasDraft}
        onDraftSaved={(result) => offerUndo(result.revision, DRAFTS.messages.saved)}
        label={`${title} item`}
        hidden={<input type="hidden" name="_id" value={editId ?? ''} />}
        buttons={
          editId ? (
            <button type="button" className={styles.secondary} onClick={cancelEdit}>
              Cancel edit
            </button>
          ) : null
        }
      />

      <section aria-label={`${title} list`}>
        <h2 className={styles.subtitle}>Current items ({items.length})</h2>
        {items.length === 0 ? (
          <EmptyState icon="plus" title={ADMIN_EMPTY.list.title} text={ADMIN_EMPTY.list.text} />
        ) : (
          <SortableList
            slug={slug}
            items={items}
            labelOf={(item) => summaryText(fields, summary, item)}
            editId={editId}
            onEdit={edit}
            onDelete={remove}
            thumbnailField={fields.find((field) => field.kind === 'image')?.name}
            confirmPublish={confirmPublish}
          />
        )}
      </section>
      {dialog}
    </div>
  );
}
