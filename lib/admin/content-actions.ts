'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ensureContentReady } from '@/lib/content/get-data';
import { revalidateSection } from '@/lib/content/revalidate';
import {
  addListItem,
  moveListItem,
  removeListItem,
  reorderList,
  setSingleton,
  updateListItem,
  type SectionWrite,
} from '@/lib/content/write';
import { getStore } from '@/lib/store';
import { listItemInput, singletonInput } from './form-input';
import { findSection, updateHref, type ListSection, type SingletonSection } from './sections';
import { validatedAction, withSession, type ActionState } from './validated-action';

const UNKNOWN_SECTION: ActionState = { error: 'Unknown section' };
const GONE: ActionState = { error: 'This item no longer exists; the list has been refreshed.' };

function listSection(slug: unknown): ListSection | undefined {
  const section = typeof slug === 'string' ? findSection(slug) : undefined;
  return section?.kind === 'list' ? section : undefined;
}

function singletonSection(slug: unknown): SingletonSection | undefined {
  const section = typeof slug === 'string' ? findSection(slug) : undefined;
  return section?.kind === 'singleton' ? section : undefined;
}

async function published(section: ListSection | SingletonSection, write: SectionWrite): Promise<ActionState> {
  await revalidateSection(section.key);
  revalidatePath(updateHref(section));
  return { ok: true, at: Date.now(), ...(write.revision === undefined ? {} : { revision: write.revision }) };
}

/** Adds an item, or updates the one named by the form's `_id`. */
export async function saveListItem(slug: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  const section = listSection(slug);
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return validatedAction(listItemInput(section), async (data) => {
    const id = formData.get('_id');
    const store = getStore();
    await ensureContentReady(store); // a first write never leaves the content half there
    if (typeof id === 'string' && id !== '') {
      const write = await updateListItem(store, section.key, id, data);
      return write.committed ? published(section, write) : GONE;
    }
    return published(section, await addListItem(store, section.key, data));
  })(formData);
}

export async function deleteListItem(slug: string, id: string): Promise<ActionState> {
  return withSession(async () => {
    const section = listSection(slug);
    if (!section) return UNKNOWN_SECTION;
    if (typeof id !== 'string') return GONE;
    await ensureContentReady();
    const write = await removeListItem(getStore(), section.key, id);
    return write.committed ? published(section, write) : GONE;
  });
}

export async function moveListItemAction(slug: string, id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return withSession(async () => {
    const section = listSection(slug);
    if (!section) return UNKNOWN_SECTION;
    if (typeof id !== 'string' || (direction !== 'up' && direction !== 'down')) return { error: 'Invalid move' };
    await ensureContentReady();
    const write = await moveListItem(getStore(), section.key, id, direction);
    return write.committed ? published(section, write) : { error: 'This item cannot move further' };
  });
}

/** A drag and drop's result: every item's id, first to last (at most far above any real portfolio). */
const orderInput = z.array(z.string().min(1, 'Invalid order')).max(10_000, 'Invalid order');

/** Saves the order a drag and drop left the list in. */
export async function reorderListAction(slug: string, ids: string[]): Promise<ActionState> {
  const section = listSection(slug);
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return validatedAction(orderInput, async (order) => {
    if (new Set(order).size !== order.length) return { error: 'Invalid order: an item appears twice' };
    await ensureContentReady();
    return published(section, await reorderList(getStore(), section.key, order));
  })(ids);
}

export async function saveSingleton(slug: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  const section = singletonSection(slug);
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  return validatedAction(singletonInput(section), async (data) => {
    await ensureContentReady();
    return published(section, await setSingleton(getStore(), section.key, data));
  })(formData);
}
