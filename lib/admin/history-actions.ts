'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { z } from 'zod';
import { HISTORY, HISTORY_SCOPE } from '@/lib/content/history-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { lastValidRevision, inspectContent, validStoredItems } from '@/lib/content/get-data';
import { ensureContentReady } from '@/lib/content/ready';
import {
  HISTORY_KEYS,
  SHARE_LINKS_KEY,
  changeSection,
  planRestore,
  restoreRevision,
  undoRevision,
  type HistoryKey,
  type HistoryResult,
} from '@/lib/content/history';
import { itemLabel, titleOf } from './history-diff';
import { revalidateSection } from '@/lib/content/revalidate';
import { TRANSLATIONS_KEY, TRANSLATIONS_TAG } from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { LIST_KEYS, type ListKey, type SectionKey } from '@/lib/content/schemas';
import { SECTION_KEYS } from '@/lib/content/shape';
import { getStore } from '@/lib/store';
import { updateHref } from './sections';
import { sectionOf } from '@/lib/content/sections';
import { succeeded } from './action-state';
import { validatedAction, type ActionState } from './validated-action';

const revisionId = z.number({ message: 'Unknown revision' }).int('Unknown revision').positive('Unknown revision');
const sectionKey = z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]], { message: 'Unknown section' });
const historyKey = z.enum(HISTORY_KEYS as [HistoryKey, ...HistoryKey[]], { message: 'Unknown section' });

const isList = (key: SectionKey): key is ListKey => (LIST_KEYS as readonly string[]).includes(key);

/** Every page showing one of `keys` is rebuilt: public pages, their editors and the history. */
async function republish(keys: readonly HistoryKey[]): Promise<void> {
  for (const key of keys) {
    if (key === SHARE_LINKS_KEY) {
      revalidatePath(SHARE_LINKS.href);
      continue;
    }
    if (key === TRANSLATIONS_KEY) {
      // Every other language's pages show their translations.
      updateTag(TRANSLATIONS_TAG);
      revalidatePath(TRANSLATE.href);
      continue;
    }
    await revalidateSection(key);
    revalidatePath(updateHref(sectionOf(key)!));
  }
  revalidatePath(HISTORY.href);
  revalidatePath(HISTORY.repairHref);
  revalidatePath('/admin');
}

async function answer(result: HistoryResult): Promise<ActionState> {
  if (!result.ok) return { error: result.error };
  await republish(result.sections);
  return { ...succeeded(result.revision), ...(result.partial ? { partial: true } : {}) };
}

/**
 * Which part of a revision to act on: `sections`, the ones its History entry shows (all of the
 * revision's when absent); `confirmed`, the owner agreed to the published items it removes.
 */
const historyOptions = z
  .object({
    sections: z.array(historyKey).min(1, 'Choose at least one section').optional(),
    confirmed: z.boolean().optional(),
  })
  .strict();
const historyInput = z.object({ id: revisionId, options: historyOptions });
type HistoryOptions = z.input<typeof historyOptions>;

/** Takes back one revision (the Undo after a save, delete or reorder, or any entry in History). */
export async function undoRevisionAction(id: number, options: HistoryOptions = {}): Promise<ActionState> {
  return validatedAction(historyInput, async ({ id: revision, options: { sections } }) => {
    await ensureContentReady();
    return answer(await undoRevision(getStore(), revision, { only: sections }));
  })({ id, options });
}

/**
 * Brings the sections of a revision (those the owner sees in its History entry) back to their
 * state right after it. One that would take published items off the site writes nothing and
 * answers with the question to ask (`confirm`), until called again `confirmed`.
 */
export async function restoreRevisionAction(id: number, options: HistoryOptions = {}): Promise<ActionState> {
  return validatedAction(historyInput, async ({ id: revision, options: { sections, confirmed } }) => {
    await ensureContentReady();
    const store = getStore();
    if (!confirmed) {
      const plan = await planRestore(store, revision, { only: sections });
      if (!plan.ok) return { error: plan.error };
      const items = plan.removed.flatMap(({ section, items: removed }) =>
        Object.values(removed).map((item) => `${titleOf(section)}: ${itemLabel(section, item)}`),
      );
      if (items.length > 0) {
        return { confirm: HISTORY_SCOPE.confirmRemoval(revision, plan.sections.map(titleOf).join(', '), items) };
      }
    }
    return answer(await restoreRevision(store, revision, { only: sections }));
  })({ id, options });
}

/**
 * Repairs an invalid section in one click: back to its last valid revision, or for a list
 * with no valid revision, its invalid items set aside (they stay in History, restorable).
 */
export async function repairSectionAction(key: string): Promise<ActionState> {
  return validatedAction(sectionKey, async (section) => {
    await ensureContentReady();
    const store = getStore();
    const { invalid, raw } = await inspectContent();
    if (!invalid[section]) return { error: 'This section is valid; nothing to repair.' };
    const last = await lastValidRevision(store, section);
    const next = last ? last.stored : isList(section) ? validStoredItems(section, raw[section]) : null;
    if (next === null) {
      return { error: 'No valid revision of this section is kept. Open its editor to correct the fields named here.' };
    }
    const write = await changeSection(store, section, 'repair', () => next);
    return answer({ ok: true, revision: write.revision, sections: [section], partial: false });
  })(key);
}
