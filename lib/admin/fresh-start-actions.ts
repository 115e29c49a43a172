'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { HISTORY } from '@/lib/content/history-words';
import { FRESH_START_CHOICES, saveFreshStartChoice, startEmpty } from '@/lib/content/fresh-start';
import { ensureContentReady } from '@/lib/content/ready';
import { revalidateSections } from '@/lib/content/revalidate';
import { getStore } from '@/lib/store';
import { succeeded } from './action-state';
import { validatedAction, type ActionState } from './validated-action';

const choiceInput = z.object({
  choice: z.enum(FRESH_START_CHOICES.filter((c) => c !== 'empty') as ['demo', 'resume', 'dismissed'], {
    message: 'Unknown choice',
  }),
});

/** Keeps the demo, goes to the JSON Resume import, or dismisses the offer: only the answer is stored. */
export async function chooseFreshStartAction(choice: string): Promise<ActionState> {
  return validatedAction(choiceInput, async ({ choice: answer }) => {
    await saveFreshStartChoice(getStore(), answer);
    revalidatePath('/admin');
    return { ok: true, at: Date.now() };
  })({ choice });
}

/** What the dashboard's "Yes, start empty" sends: a call carrying anything else changes nothing. */
const confirmation = z.literal(FRESH_START.confirmation, { message: 'Confirm "start empty" first' });

/** "Start empty": every section emptied as one revision, whose Undo brings the demo back. */
export async function startEmptyAction(confirmed: unknown): Promise<ActionState> {
  return validatedAction(confirmation, async () => {
    const store = getStore();
    const { revision, sections } = await startEmpty(store, ensureContentReady);
    await saveFreshStartChoice(store, 'empty');
    await revalidateSections(sections);
    revalidatePath(HISTORY.href);
    revalidatePath('/admin');
    return succeeded(revision);
  })(confirmed);
}
