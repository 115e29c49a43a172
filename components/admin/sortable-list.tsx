'use client';

import { LazyMotion, MotionConfig, useDragControls } from 'framer-motion';
import * as m from 'framer-motion/m';
import { useCallback, useId, useOptimistic, useRef, useState, useTransition, type ReactNode } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { deleteListItem, moveListItemAction, reorderListAction } from '@/lib/admin/content-actions';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { ContentImage } from '@/components/sections/content-image';
import styles from './admin.module.scss';
import rowStyles from './sortable-list.module.scss';
import { notifyError, notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

export type ListItem = Record<string, unknown> & { _id: string };

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

/** A keyboard move is saved once the keys have been still this long (a drag is saved when dropped). */
const KEYBOARD_SAVE_DELAY_MS = 600;

interface Props {
  slug: string;
  items: ListItem[];
  labelOf: (item: ListItem) => string;
  /** A line under a row's text that is not part of its name (when it last changed). */
  noteOf?: (item: ListItem) => string | undefined;
  editId: string | null;
  onEdit: (item: ListItem) => void;
  /** Asks for confirmation; true when the item should go. */
  onDelete: (item: ListItem, label: string) => Promise<boolean>;
  /** The image field each row shows as a thumbnail (sections with an image: projects, social links). */
  thumbnailField?: string;
  /** Asked before a move is published (the section has a draft it would replace); false keeps the order. */
  confirmPublish?: () => Promise<boolean>;
}

/**
 * The items of a list section, in their public order. Each can be dragged by its handle with a
 * mouse, a pen or a finger (the handle alone takes the touch, so the rest of the row still
 * scrolls the page), moved with the keyboard (Space picks it up, arrows move it, Space drops it,
 * Escape puts it back) or with its Move up / Move down buttons; every new order is saved and
 * published at once, and each move is announced ("<item>: position 3 of 5") in a polite live
 * region. Items fade in when added.
 */
export function SortableList({
  slug,
  items,
  labelOf,
  noteOf = () => undefined,
  editId,
  onEdit,
  onDelete,
  thumbnailField,
  confirmPublish = async () => true,
}: Props) {
  const hintId = useId();
  const savedIds = items.map((item) => item._id);
  const [shownIds, showIds] = useOptimistic(savedIds);
  const [dragIds, setDragIds] = useState<string[] | null>(null);
  const [pending, startSaving] = useTransition();
  const [announcement, setAnnouncement] = useState('');
  const pointerDrag = useRef(false);
  const keyboardSave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offerUndo = useUndoOffer();
  // Rows added from now on fade in (the rows the page arrived with are simply there).
  const [animated, setAnimated] = useState(false);
  const features = useCallback(
    () =>
      loadFeatures().then((loaded) => {
        setAnimated(true);
        return loaded;
      }),
    [],
  );

  const byId = new Map(items.map((item) => [item._id, item]));
  const order = (dragIds ?? shownIds).filter((id) => byId.has(id));

  /** Runs a row action with the list shown as it will be; a refusal toasts and the list snaps back. */
  function run(action: () => Promise<ActionState>, optimistic: string[], what: string, done?: () => void) {
    startSaving(async () => {
      showIds(optimistic);
      const result = await action();
      if (result.error) notifyError(result.error);
      else {
        done?.();
        offerUndo(result.revision, what);
      }
    });
  }

  function moved(id: string, ids: readonly string[]): string {
    const item = byId.get(id);
    return `${item ? labelOf(item) : 'Item'}: position ${ids.indexOf(id) + 1} of ${ids.length}`;
  }

  /** Saves `ids` as the order; `announce` says where the moved item now is, once that is saved. */
  async function saveOrder(ids: string[], announce?: string) {
    clearTimeout(keyboardSave.current);
    setDragIds(null);
    if (ids.length === savedIds.length && ids.every((id, i) => id === savedIds[i])) {
      if (announce) setAnnouncement(announce);
      return;
    }
    if (!(await confirmPublish())) return;
    run(() => reorderListAction(slug, ids), ids, 'Order saved', announce ? () => setAnnouncement(announce) : undefined);
  }

  function onReorder(ids: string[], movedId: string) {
    setDragIds(ids);
    clearTimeout(keyboardSave.current);
    if (pointerDrag.current) return; // saved, then announced, on drop
    // Each key press is announced at once; the order is saved once the keys are still.
    setAnnouncement(moved(movedId, ids));
    keyboardSave.current = setTimeout(() => void saveOrder(ids), KEYBOARD_SAVE_DELAY_MS);
  }

  async function step(item: ListItem, direction: 'up' | 'down') {
    if (!(await confirmPublish())) return;
    const index = order.indexOf(item._id);
    const ids = [...order];
    const other = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[other]] = [ids[other], ids[index]];
    run(
      () => moveListItemAction(slug, item._id, direction),
      ids,
      'Order saved',
      () => setAnnouncement(moved(item._id, ids)),
    );
  }

  async function remove(item: ListItem) {
    if (!(await onDelete(item, labelOf(item)))) return;
    // The item leaves once the server has deleted it, so what is gone from here is gone from the site.
    run(
      () => deleteListItem(slug, item._id),
      order,
      `Deleted ${labelOf(item)}`,
      () => {
        setAnnouncement(''); // the toast says it
        notifySuccess(ADMIN_MESSAGES.deleted);
      },
    );
  }

  const rows = order.map((id, index) => {
    const item = byId.get(id)!;
    const label = labelOf(item);
    const note = noteOf(item);
    // The item's image, when its section has one and the item holds a URL.
    const thumbnail = thumbnailField ? item[thumbnailField] : undefined;
    return (
      <Row
        key={id}
        id={id}
        hintId={hintId}
        editing={editId === id}
        pending={pending}
        onDragStart={() => {
          pointerDrag.current = true;
        }}
        onDrop={() => {
          pointerDrag.current = false;
          const ids = dragIds ?? order;
          void saveOrder(ids, moved(id, ids));
        }}
        enter={animated}
      >
        {typeof thumbnail === 'string' && thumbnail ? (
          // The row's text names the item: the thumbnail is decoration.
          <ContentImage src={thumbnail} alt="" width={48} height={48} sizes="48px" className={rowStyles.thumbnail} />
        ) : null}
        <span className={styles.itemText}>
          {label}
          {note ? <small className={styles.itemNote}>{note}</small> : null}
        </span>
        <span className={styles.rowButtons}>
          <button type="button" onClick={() => onEdit(item)} aria-label={`Edit ${label}`}>
            Edit
          </button>
          {(['up', 'down'] as const).map((way) => (
            <button
              key={way}
              type="button"
              disabled={index === (way === 'up' ? 0 : order.length - 1) || pending}
              onClick={() => void step(item, way)}
              aria-label={`Move ${label} ${way}`}
            >
              {way === 'up' ? '↑' : '↓'}
            </button>
          ))}
          <button
            type="button"
            className={styles.danger}
            onClick={() => void remove(item)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </button>
        </span>
      </Row>
    );
  });

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={features}>
        <p id={hintId} className="visually-hidden">
          To move an item with the keyboard: Space picks it up, the arrow keys move it, Space drops it and Escape puts
          it back. Or use its Move up and Move down buttons.
        </p>
        <m.Reorder.Group
          as="ol"
          axis="y"
          values={order}
          onReorder={onReorder}
          className={styles.items}
          aria-busy={pending}
        >
          {rows}
        </m.Reorder.Group>
        <p role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
          {announcement}
        </p>
      </LazyMotion>
    </MotionConfig>
  );
}

interface RowProps {
  id: string;
  hintId: string;
  editing: boolean;
  pending: boolean;
  onDragStart: () => void;
  onDrop: () => void;
  /** Fades in as it appears (a row added after the page loaded). */
  enter: boolean;
  /** The row's thumbnail, text and buttons, beside its drag handle. */
  children: ReactNode;
}

/**
 * A row of the list: dragged by its handle alone. A row added after the page has loaded fades in.
 * A deleted row leaves at once: an exit animation kept a deleted row on screen for good now and
 * then on a busy machine (the presence bookkeeping of framer-motion never heard the exit end), and
 * what is gone from the site must be gone here.
 */
function Row({ id, hintId, editing, pending, onDragStart, onDrop, enter, children }: RowProps) {
  const drag = useDragControls();
  return (
    <m.Reorder.Item
      value={id}
      dragListener={false}
      dragControls={drag}
      onDragStart={onDragStart}
      onDragEnd={onDrop}
      className={editing ? styles.editing : undefined}
      aria-describedby={hintId}
      data-item-id={id}
      initial={enter ? { opacity: 0, scale: 0.97 } : false}
      animate={{ opacity: 1, scale: 1 }}
      transition={{ duration: 0.18 }}
    >
      <span
        className={`${styles.handle} ${rowStyles.handle}`}
        aria-hidden="true"
        data-drag-handle
        title="Drag to reorder"
        onPointerDown={(event) => {
          // A touch that starts here drags the row (touch-action: none): the page does not scroll under it.
          if (!pending) drag.start(event);
        }}
      />
      {children}
    </m.Reorder.Item>
  );
}
