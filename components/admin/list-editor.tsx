'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { emptyValues, toFormValues } from '@/lib/admin/form-values';
import { contentEditor, type FieldDef } from '@/lib/admin/sections';
import { ADMIN_EMPTY, ADMIN_MESSAGES, LIST_EDITOR, LOCAL_COPY } from '@/lib/admin/words';
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
  /** When each item last changed, in words, by id ("Changed 30/11/2026"): shown in its row, not in its buttons' names. */
  changed?: Readonly<Record<string, string>>;
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

/** A plain click on an in-app link (not a new tab or window): the list editor handles it itself. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The one editor for every list section: the items first (reorder, delete), and a form for one
 * item at a time, opened by New item or a row's Edit at its own address (`?item=…`, LIST_EDITOR),
 * shown above the list.
 */
export function ListEditor({
  slug,
  items,
  hasDraft = false,
  versions = {},
  rowNotes = {},
  changed = {},
  ...editor
}: Props) {
  const section = contentEditor(slug, 'list');
  const fields = section?.fields ?? [];
  const path = usePathname();
  // The open item: the address's, and at once what a click here opens (the router takes the new
  // address in a transition: a form drawn a moment late could take keys typed for the old one).
  const addressed = useSearchParams().get(LIST_EDITOR.param);
  const [asked, setAsked] = useState(addressed);
  const [followed, setFollowed] = useState(addressed);
  if (addressed !== followed) {
    // The address changed (Back, Forward, a link): it decides.
    setFollowed(addressed);
    setAsked(addressed);
  }
  const creating = asked === LIST_EDITOR.newItem;
  const openItem = creating || !asked ? undefined : items.find((item) => item._id === asked);
  const editId = openItem?._id ?? null;
  const [empty] = useState(() => emptyValues(fields));
  const loaded = openItem ? toFormValues(fields, openItem) : empty;
  const [dialog, ask] = useConfirm();
  const offerUndo = useUndoOffer();
  const headingId = useId();
  // Set when the owner opens or closes the form here: the focus then goes to what was opened.
  const moved = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLAnchorElement>(null);
  // Unsaved text this browser kept for items the form does not show: each is offered once opened.
  // Read at each drawing (as text, so an unchanged store reads the same), none in the server's HTML.
  const keepsCopies = section?.keepsLocalCopy === true;
  const keptText = useSyncExternalStore(
    subscribeToCopies,
    () => (keepsCopies ? JSON.stringify(localCopiesOf(slug)) : '[]'),
    () => '[]',
  );
  const kept = useMemo(() => JSON.parse(keptText) as { subject: string; copy: LocalCopy }[], [keptText]);
  const open = creating || editId !== null;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (open ? heading.current : newButton.current)?.focus();
  }, [open, editId]);
  if (!section) return null;
  const { title, summary } = section;

  /** Opens an item's form (or the new item's, or none: the list alone) at its own address. */
  function go(item?: string, replace = false) {
    moved.current = true;
    setAsked(item ?? null);
    const href = LIST_EDITOR.href(path, item);
    if (replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
  }

  /** A link to a form (or to the list): followed here, after the unsaved-changes guard had its say. */
  function follow(event: ReactMouseEvent, item?: string) {
    if (!plainClick(event.nativeEvent)) return;
    event.preventDefault();
    go(item);
  }

  async function remove(item: ListItem, label: string) {
    const note = hasDraft ? `\n\n${DRAFTS.messages.overwriteNote}` : '';
    const yes = await ask({
      title: ADMIN_MESSAGES.deleteItemTitle,
      text: `${ADMIN_MESSAGES.confirmDelete}\n\n${label}${note}`,
      confirm: ADMIN_MESSAGES.deleteLabel,
    });
    if (yes && editId === item._id) go(undefined, true);
    return yes;
  }

  const confirmPublish = async () => !hasDraft || ask(OVERWRITE_DRAFT);

  const nameOf = (item: ListItem) => summaryText(fields, summary.slice(0, 1), item);
  // A new item's text ('' as its subject) is offered too while its form is closed.
  const keptItems = kept.flatMap(({ subject, copy }) => {
    if (subject === '') return creating ? [] : [{ id: LIST_EDITOR.newItem, name: LIST_EDITOR.newTitle, copy }];
    const item = subject === editId ? undefined : items.find((i) => i._id === subject);
    return item ? [{ id: item._id, name: nameOf(item), copy }] : [];
  });

  return (
    <div className={styles.listEditor}>
      {keptItems.length > 0 ? (
        <ul className={styles.keptCopies} aria-label={LOCAL_COPY.label}>
          {keptItems.map(({ id, name, copy }) => (
            <li key={id}>
              <span>{LOCAL_COPY.offerOf(name, copyTime(copy.at))}</span>
              <button type="button" className={styles.secondary} onClick={() => go(id)}>
                {LOCAL_COPY.open(name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <section className={styles.itemPanel} aria-labelledby={headingId}>
          <div className={styles.listHead}>
            <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.subtitle}>
              {openItem ? LIST_EDITOR.editTitle(nameOf(openItem)) : LIST_EDITOR.newTitle}
            </h2>
            <a href={path} onClick={(event) => follow(event)} className={styles.secondary}>
              <span aria-hidden="true">←</span> {LIST_EDITOR.close}
            </a>
          </div>
          <EditorForm
            {...editor}
            section={section}
            loaded={loaded}
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
          />
        </section>
      ) : null}

      <section aria-label={`${title} list`}>
        <div className={styles.listHead}>
          <h2 className={styles.subtitle}>{LIST_EDITOR.items(items.length)}</h2>
          {creating ? null : (
            <a
              ref={newButton}
              href={LIST_EDITOR.href(path, LIST_EDITOR.newItem)}
              onClick={(event) => follow(event, LIST_EDITOR.newItem)}
              className={styles.primary}
            >
              <span aria-hidden="true">+</span> {LIST_EDITOR.create}
            </a>
          )}
        </div>
        {items.length === 0 ? (
          <EmptyState icon="plus" title={ADMIN_EMPTY.list.title} text={ADMIN_EMPTY.list.text} />
        ) : (
          <SortableList
            slug={slug}
            items={items}
            labelOf={(item) =>
              [summaryText(fields, summary, item), rowNotes[item._id]].filter((text) => text).join(' · ')
            }
            noteOf={(item) => changed[item._id]}
            editId={editId}
            onEdit={(item) => go(item._id)}
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
