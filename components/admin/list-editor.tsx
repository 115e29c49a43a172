'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { emptyValues, toFormValues, type FormValues } from '@/lib/admin/form-values';
import { contentEditor, type FieldDef } from '@/lib/admin/sections';
import { ADMIN_EMPTY, ADMIN_MESSAGES, LOCAL_COPY } from '@/lib/admin/words';
import { DATE_FORMAT } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { useConfirm } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { formatAdminDate } from '@/lib/format';
import styles from './admin.module.scss';
import { EditorForm, OVERWRITE_DRAFT, type EditorFormProps } from './editor-form';
import { SortableList, type ListItem } from './sortable-list';
import { useUndoOffer } from './undo-offer';
import { copyTime, localCopiesOf, localCopyKey, subscribeToCopies, type LocalCopy } from './local-copy';

type Props = Pick<EditorFormProps, 'action' | 'draftAction' | 'hasDraft' | 'draftVersion' | 'previewMarkdown'> & {
  slug: string;
  items: ListItem[];
  /** Each stored item's version (contentVersion), by id: an update says which one it was based on. */
  versions?: Record<string, string>;
  /** What a row says of its item besides its summary fields, by id (a note not out yet: "Scheduled for …"). */
  rowNotes?: Readonly<Record<string, string>>;
};

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
export function ListEditor({ slug, items, hasDraft = false, versions = {}, rowNotes = {}, ...editor }: Props) {
  const section = contentEditor(slug, 'list');
  const fields = section?.fields ?? [];
  const [editing, setEditing] = useState<{ id: string; values: FormValues } | null>(null);
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

  async function remove(item: ListItem, label: string) {
    const note = hasDraft ? `\n\n${DRAFTS.messages.overwriteNote}` : '';
    const yes = await ask({
      title: ADMIN_MESSAGES.deleteItemTitle,
      text: `${ADMIN_MESSAGES.confirmDelete}\n\n${label}${note}`,
      confirm: ADMIN_MESSAGES.deleteLabel,
    });
    if (yes && editId === item._id) setEditing(null);
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
        {...editor}
        section={section}
        loaded={editing?.values ?? empty}
        subject={editId ?? ''}
        version={editId ? versions[editId] : undefined}
        mode={editId ? 'update' : 'add'}
        afterSave={editId ? 'keep' : 'clear'}
        onSaved={(result) => offerUndo(result.revision, editId ? 'Item updated' : 'Item added')}
        hasDraft={hasDraft}
        onDraftSaved={(result) => offerUndo(result.revision, DRAFTS.messages.saved)}
        label={`${title} item`}
        localCopy={section.keepsLocalCopy ? localCopyKey(section.slug, editId ?? '') : undefined}
        hidden={<input type="hidden" name="_id" value={editId ?? ''} />}
        buttons={
          editId ? (
            <button type="button" className={styles.secondary} onClick={() => setEditing(null)}>
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
