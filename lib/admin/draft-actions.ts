'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { z } from 'zod';
import { ADMIN_HREF } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { HISTORY } from '@/lib/content/history-words';
import { discardDraft, publishDrafts, saveDraft, type DraftKey, type DraftWrite } from '@/lib/content/drafts';
import { TRANSLATIONS_KEY, TRANSLATIONS_TAG } from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { ensureContentReady } from '@/lib/content/ready';
import { asList, slugsElsewhere, withItemAdded, withItemUpdated } from '@/lib/content/write';
import { slugHolder, type SlugHolder } from '@/lib/content/slugs';
import { revalidateSection } from '@/lib/content/revalidate';
import { keepingTheForm } from '@/lib/save-safety/failure';
import { pushId } from '@/lib/store/push-id';
import { getStore } from '@/lib/store';
import { DRAFT_BASE_FIELD, draftRefused, formBase, slugRefused } from './draft-conflict';
import { contentInput } from './form-input';
import { contentEditor, updateHref } from './sections';
import { sectionOf } from '@/lib/content/sections';
import { succeeded } from './action-state';
import { validatedAction, withSession, type ActionState } from './validated-action';

const UNKNOWN_SECTION: ActionState = { error: 'Unknown section' };
const NO_DRAFT: ActionState = { error: DRAFTS.messages.none };

/** The admin page that edits what a draft holds: a section's editor, or the translations page. */
const draftHref = (key: DraftKey) => (key === TRANSLATIONS_KEY ? TRANSLATE.href : updateHref(sectionOf(key)!));

/** Editors, the dashboard and History show drafts: rebuilt after any draft change. */
function refreshAdmin(keys: readonly DraftKey[]) {
  for (const key of keys) revalidatePath(draftHref(key));
  revalidatePath(ADMIN_HREF);
  revalidatePath(HISTORY.href);
}

/** What shows a draft just published is rebuilt (every language's pages, for the translations). */
async function published(key: DraftKey) {
  if (key === TRANSLATIONS_KEY) updateTag(TRANSLATIONS_TAG);
  else await revalidateSection(key);
}

/** The draft a Draft bar names by its slug: an editor's section, or the translations. */
const draftKeyOf = (slug: string): DraftKey | undefined =>
  slug === TRANSLATIONS_KEY ? TRANSLATIONS_KEY : contentEditor(slug)?.key;

/**
 * Saves the editor's form as the section's draft (a singleton's values; a list item added or
 * changed in the list's draft), if the stored draft is still the one named by `_draftBase` (a
 * draft saved meanwhile by another tab or device is never silently replaced; without the field,
 * as from a script, the save is not checked). A failure of the store comes back as an error:
 * nothing was written, the form keeps it all.
 */
export async function saveDraftAction(slug: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  const section = contentEditor(slug);
  if (!section) return withSession(async () => UNKNOWN_SECTION);
  const base = formBase(formData, DRAFT_BASE_FIELD);
  return keepingTheForm(() =>
    validatedAction(contentInput(section), async (data) => {
      const id = formData.get('_id');
      await ensureContentReady();
      const store = getStore();
      const elsewhere = section.kind === 'list' ? await slugsElsewhere(store, section.key) : undefined;
      let gone = false;
      let slugTaken: SlugHolder | undefined;
      const itemChange = (current: unknown) => {
        const list = asList(current);
        const itemId = typeof id !== 'string' || id === '' ? pushId() : id;
        // A slug the owner chose must be free in the list as the draft will publish it.
        slugTaken = elsewhere ? slugHolder(list, itemId, data, elsewhere) : undefined;
        if (slugTaken) return undefined;
        if (itemId !== id) return withItemAdded(list, itemId, data, elsewhere);
        const next = withItemUpdated(list, itemId, data, elsewhere);
        gone = next === undefined;
        return next;
      };
      const write = await saveDraft(store, section.key, section.kind === 'list' ? itemChange : () => data, base);
      if (write.conflict) return draftRefused(section, write.conflict, typeof id === 'string' ? id : undefined);
      if (slugTaken) return slugRefused(slugTaken);
      if (gone) return { error: 'This item is not in the draft any more; the list has been refreshed.' };
      refreshAdmin([section.key]);
      return saved(write);
    })(formData),
  );
}

/** A draft saved: its revision, and its version (what the next draft save from this form is based on). */
const saved = (write: DraftWrite): ActionState => ({
  ...succeeded(write.revision),
  ...(write.version === undefined ? {} : { draftVersion: write.version }),
});

const slugInput = z.string({ message: 'Unknown section' }).min(1, 'Unknown section');

/** Makes one section's draft (or the translations') live. */
export async function publishDraftAction(slug: string): Promise<ActionState> {
  return validatedAction(slugInput, async (value) => {
    const key = draftKeyOf(value);
    if (!key) return UNKNOWN_SECTION;
    await ensureContentReady();
    const write = await publishDrafts(getStore(), [key]);
    if (!write.committed) return NO_DRAFT;
    await published(key);
    refreshAdmin([key]);
    return succeeded(write.revision);
  })(slug);
}

/** Makes every pending draft live, as one revision (one Undo takes them all back). */
export async function publishAllDraftsAction(): Promise<ActionState> {
  return withSession(async () => {
    await ensureContentReady();
    const write = await publishDrafts(getStore());
    if (!write.committed) return { error: 'There are no unpublished drafts.' };
    for (const key of write.sections) await published(key);
    refreshAdmin(write.sections);
    return succeeded(write.revision);
  });
}

/** Drops one section's draft (or the translations'; undoable). */
export async function discardDraftAction(slug: string): Promise<ActionState> {
  return validatedAction(slugInput, async (value) => {
    const key = draftKeyOf(value);
    if (!key) return UNKNOWN_SECTION;
    const write = await discardDraft(getStore(), key);
    if (!write.committed) return NO_DRAFT;
    refreshAdmin([key]);
    return succeeded(write.revision);
  })(slug);
}
