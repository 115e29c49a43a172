'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
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
import { EditorForm, OVERWRITE_DRAFT } from './editor-form';
import type { MarkdownPreview } from './markdown-input';
import { SortableList, type ListItem } from './sortable-list';
import { useUndoOffer } from './undo-offer';
import { copyTime, localCopiesOf, localCopyKey, subscribeToCopies, type LocalCopy } from './local-copy';
import { LOCAL_COPY } from '@/lib/admin/words';

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
  /** What a row says of its item besides its summary fields, by id (a note not out yet: "Scheduled for …"). */
  rowNotes?: Readonly<Record<string, string>>;
  /** Renders a Markdown field as its page will, for the form's live preview (a Server Function). */
  previewMarkdown?: MarkdownPreview;
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
export function ListEditor({
  slug,
  items,
  save,
  saveDraft,
  hasDraft = false,
  versions = {},
  draftVersion,
  rowNotes = {},
  previewMarkdown,
}: Props) {
  const found = findSection(slug);
  const section: ListSection | undefined = found?.kind === 'list' ? found : undefined;
  const fields = section?.fields ?? [];
  const [editing, setEditing] = useState<{ id: string; values: Record<string, string> } | null>(null);
  const [empty] = useState(() => emptyValues(fields));
  const [dialog, ask] = useConfirm();
  const offerUndo = useUndoOffer();
  const editId = editing?.id ?? null;
  // Unsaved text this browser kept for items the form does not show: each is offered once opened.
  // Read at each drawing (as text, so an unchanged store reads the same), none in the server's HTML.
  const keepsCopies = section?.keepsLocalCopy === true;
  const keptText = useSyncExternalStore(
    subscribeToCopies,
    () => (keepsCopies ? JSON.stringify(localCopiesOf(slug)) : '[]'),
    () => '[]',
  );
  const kept = useMemo(() => JSON.parse(keptText) as { subject: string; copy: LocalCopy }[], [keptText]);
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

  const confirmPublish = async () => !hasDraft || ask(OVERWRITE_DRAFT);

  const keptItems = kept.flatMap(({ subject, copy }) => {
    const item = subject === editId ? undefined : items.find((i) => i._id === subject);
    return item ? [{ item, copy }] : [];
  });

  return (
    <div className={styles.listEditor}>
      {keptItems.length > 0 ? (
        <ul className={styles.keptCopies} aria-label={LOCAL_COPY.label}>
          {keptItems.map(({ item, copy }) => {
            const name = summaryText(fields, summary.slice(0, 1), item);
            return (
              <li key={item._id}>
                <span>{LOCAL_COPY.offerOf(name, copyTime(copy.at))}</span>
                <button type="button" className={styles.secondary} onClick={() => edit(item)}>
                  {LOCAL_COPY.open(name)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
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
        localCopy={section.keepsLocalCopy ? localCopyKey(section.slug, editId ?? '') : undefined}
        previewMarkdown={previewMarkdown}
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
            labelOf={(item) =>
              [summaryText(fields, summary, item), rowNotes[item._id]].filter((text) => text).join(' · ')
            }
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
