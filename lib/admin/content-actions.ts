'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { revalidateSection } from '@/lib/content/revalidate';
import {
  addListItem,
  moveListItem,
  removeListItem,
  reorderList,
  setSingleton,
  updateListItem,
  type CheckedWrite,
  type SectionWrite,
} from '@/lib/content/write';
import { listRevisions } from '@/lib/content/history';
import { contentVersion } from '@/lib/content/versions';
import { keepingTheForm } from '@/lib/save-safety/failure';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/types';
import { conflictState, formBase, slugRefused } from './draft-conflict';
import { contentInput } from './form-input';
import { contentEditor, updateHref, type ListSection, type SingletonSection } from './sections';
import { succeeded } from './action-state';
import { validatedAction, withSession, type ActionState } from './validated-action';

const UNKNOWN_SECTION: ActionState = { error: 'Unknown section' };
const GONE: ActionState = { error: 'This item no longer exists; the list has been refreshed.' };

async function published(
  section: ListSection | SingletonSection,
  write: SectionWrite,
  version?: string,
): Promise<ActionState> {
  await revalidateSection(section.key);
  revalidatePath(updateHref(section));
  return succeeded(write.revision, version);
}

/** A save refused because another tab or device changed what it edits: what is stored now, and when. */
async function refused(
  store: Store,
  section: ListSection | SingletonSection,
  conflict: NonNullable<CheckedWrite['conflict']>,
): Promise<ActionState> {
  const at = (await listRevisions(store, section.key))[0]?.at;
  return { ...conflictState(section.fields, at, conflict.current), version: conflict.version };
}

/**
 * Adds an item, or updates the one named by the form's `_id` if it is still the version named by
 * `_base`. A failure of the store comes back as an error: nothing was written, the form keeps it all.
 */
export async function saveListItem(slug: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  const section = contentEditor(slug, 'list');
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return keepingTheForm(() =>
    validatedAction(contentInput(section), async (data) => {
      const id = formData.get('_id');
      const store = getStore();
      if (typeof id === 'string' && id !== '') {
        const write = await updateListItem(store, section.key, id, data, formBase(formData, '_base'));
        if (write.conflict) return refused(store, section, write.conflict);
        if (write.slugTaken) return slugRefused(write.slugTaken);
        const item = (write.value as Record<string, unknown> | null)?.[id];
        return write.committed ? published(section, write, contentVersion(item)) : GONE;
      }
      const added = await addListItem(store, section.key, data);
      return added.slugTaken ? slugRefused(added.slugTaken) : published(section, added);
    })(formData),
  );
}

export async function deleteListItem(slug: string, id: string): Promise<ActionState> {
  return keepingTheForm(() =>
    withSession(async () => {
      const section = contentEditor(slug, 'list');
      if (!section) return UNKNOWN_SECTION;
      if (typeof id !== 'string') return GONE;
      const write = await removeListItem(getStore(), section.key, id);
      return write.committed ? published(section, write) : GONE;
    }),
  );
}

export async function moveListItemAction(slug: string, id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return keepingTheForm(() =>
    withSession(async () => {
      const section = contentEditor(slug, 'list');
      if (!section) return UNKNOWN_SECTION;
      if (typeof id !== 'string' || (direction !== 'up' && direction !== 'down')) return { error: 'Invalid move' };
      const write = await moveListItem(getStore(), section.key, id, direction);
      return write.committed ? published(section, write) : { error: 'This item cannot move further' };
    }),
  );
}

/** A drag and drop's result: every item's id, first to last (at most far above any real portfolio). */
const orderInput = z.array(z.string().min(1, 'Invalid order')).max(10_000, 'Invalid order');

/** Saves the order a drag and drop left the list in. */
export async function reorderListAction(slug: string, ids: string[]): Promise<ActionState> {
  const section = contentEditor(slug, 'list');
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return keepingTheForm(() =>
    validatedAction(orderInput, async (order) => {
      if (new Set(order).size !== order.length) return { error: 'Invalid order: an item appears twice' };
      return published(section, await reorderList(getStore(), section.key, order));
    })(ids),
  );
}

/** Saves a singleton section if it is still the version named by `_base` (see saveListItem). */
export async function saveSingleton(slug: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  const section = contentEditor(slug, 'singleton');
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return keepingTheForm(() =>
    validatedAction(contentInput(section), async (data) => {
      const store = getStore();
      const write = await setSingleton(store, section.key, data, formBase(formData, '_base'));
      if (write.conflict) return refused(store, section, write.conflict);
      return published(section, write, contentVersion(write.value));
    })(formData),
  );
}
