'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { HISTORY } from '@/lib/constants';
import { ensureContentReady, lastValidRevision, inspectContent } from '@/lib/content/get-data';
import { changeSection, restoreRevision, undoRevision, type HistoryResult } from '@/lib/content/history';
import { revalidateSection } from '@/lib/content/revalidate';
import { LIST_KEYS, type SectionKey } from '@/lib/content/schemas';
import { SECTION_KEYS, shapeSection } from '@/lib/content/shape';
import { getStore } from '@/lib/store';
import { SECTIONS, updateHref } from './sections';
import { validatedAction, type ActionState } from './validated-action';

const revisionId = z.number({ message: 'Unknown revision' }).int('Unknown revision').positive('Unknown revision');
const sectionKey = z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]], { message: 'Unknown section' });

const isList = (key: SectionKey) => (LIST_KEYS as readonly string[]).includes(key);
const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every page showing one of `keys` is rebuilt: public pages, their editors and the history. */
async function republish(keys: readonly SectionKey[]): Promise<void> {
  for (const key of keys) {
    await revalidateSection(key);
    const section = SECTIONS.find((s) => s.kind !== 'credentials' && s.key === key);
    if (section) revalidatePath(updateHref(section));
  }
  revalidatePath(HISTORY.href);
  revalidatePath(HISTORY.repairHref);
  revalidatePath('/admin');
}

async function answer(result: HistoryResult): Promise<ActionState> {
  if (!result.ok) return { error: result.error };
  await republish(result.sections);
  return {
    ok: true,
    at: Date.now(),
    ...(result.revision === undefined ? {} : { revision: result.revision }),
    ...(result.partial ? { partial: true } : {}),
  };
}

/** Takes back one revision (the Undo after a save, delete or reorder, or any entry in History). */
export async function undoRevisionAction(id: number): Promise<ActionState> {
  return validatedAction(revisionId, async (revision) => {
    await ensureContentReady();
    return answer(await undoRevision(getStore(), revision));
  })(id);
}

/** Brings the sections of a revision back to their state right after it. */
export async function restoreRevisionAction(id: number): Promise<ActionState> {
  return validatedAction(revisionId, async (revision) => {
    await ensureContentReady();
    return answer(await restoreRevision(getStore(), revision));
  })(id);
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
    let next: unknown;
    if (last) next = last.stored;
    else if (isList(section) && isMap(raw[section])) {
      next = Object.fromEntries(
        Object.entries(raw[section]).filter(([id, item]) => shapeSection(section, { [id]: item }).ok),
      );
    } else {
      return { error: 'No valid revision of this section is kept. Open its editor to correct the fields named here.' };
    }
    const write = await changeSection(store, section, 'repair', () => next);
    return answer({ ok: true, revision: write.revision, sections: [section], partial: false });
  })(key);
}
