'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { ADMIN_HREF } from '@/lib/constants';
import { saveDraft } from '@/lib/content/drafts';
import { contentVersion } from '@/lib/content/versions';
import { inspectContent } from '@/lib/content/get-data';
import { listedLanguageTags } from '@/lib/content/language-tag';
import type { SectionKey } from '@/lib/content/schemas';
import { isObject } from '@/lib/content/canonical';
import { commitWithRevision, draftPath } from '@/lib/content/history';
import { ensureHistoryBaseline } from '@/lib/content/ready';
import { parseSiteWords, SITE_WORDS, SITE_WORDS_KEY } from '@/lib/content/site-words';
import {
  parseTranslationForm,
  TRANSLATED_KEYS,
  TRANSLATIONS_KEY,
  translationRows,
  translationPart,
  translationTag,
  withTranslationPart,
  type TranslatedPart,
} from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { getStore } from '@/lib/store';
import { DRAFT_INTENT, INTENT_FIELD, succeeded } from './action-state';
import { stringField } from './form-input';
import { withSession, type ActionState } from './validated-action';

/**
 * Saves one section's text in one language, all or nothing: every field is checked as the
 * default language's editor checks it (a refusal names each field, and nothing is stored), and
 * the stored translation must still be the one the form was opened on (`_base`), else the save
 * is refused as a conflict and the form keeps what was typed.
 */
export async function saveTranslation(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return withSession(async () => {
    const tag = stringField(formData, '_lang');
    const key = stringField(formData, '_key') as SectionKey;
    const base = stringField(formData, '_base');
    if (!TRANSLATED_KEYS.includes(key)) return { error: TRANSLATE.unknownSection };
    const { content } = await inspectContent();
    if (
      !listedLanguageTags(content.siteLanguages ?? [])
        .slice(1)
        .includes(tag)
    )
      return { error: TRANSLATE.unknownLanguage };
    const value = content[key];
    if (value === undefined) return { error: TRANSLATE.unknownSection };
    const parsed = parseTranslationForm(key, translationRows(key, value, null), (name) => stringField(formData, name));
    if (!parsed.ok) return { error: Object.values(parsed.fieldErrors).join('\n'), fieldErrors: parsed.fieldErrors };
    const next = Object.keys(parsed.overlay).length > 0 ? parsed.overlay : null;
    return storeTranslation(tag, key, base, next, stringField(formData, INTENT_FIELD) === DRAFT_INTENT);
  });
}

/**
 * Stores `next` as language `tag`'s `part` (a section's text, or the site's words), or removes it
 * (null), when what the form was opened on is still the version `base`: the translations' draft
 * when there is one (what the form shows), else the published text. Published, the save and its
 * revision land together as one entry of History (`user/translations`, every language's), and a
 * draft gets the same text (publishing it later keeps this save); as a draft (`asDraft`), only the
 * draft changes, seen in preview until it is published.
 */
async function storeTranslation(
  tag: string,
  part: TranslatedPart,
  base: string,
  next: unknown,
  asDraft = false,
): Promise<ActionState> {
  let current: unknown = null;
  const store = getStore();
  await ensureHistoryBaseline(store);
  const refused = () => ({ error: TRANSLATE.conflict, version: contentVersion(current) });
  if (asDraft) {
    const write = await saveDraft(store, TRANSLATIONS_KEY, (shown) => {
      current = translationPart(shown, tag, part);
      return contentVersion(current) === base ? (withTranslationPart(shown, tag, part, next) ?? {}) : undefined;
    });
    if (!write.committed) return refused();
    refreshDraftViews();
    return { ...succeeded(write.revision, contentVersion(next)), draftVersion: write.version };
  }
  const draftOf = (stored: unknown) => (isObject(stored) && 'data' in stored ? stored : undefined);
  const write = await commitWithRevision(store, {
    kind: 'update',
    required: TRANSLATIONS_KEY,
    reads: [draftPath(TRANSLATIONS_KEY)],
    sections: {
      [TRANSLATIONS_KEY]: (stored, [draft]) => {
        current = translationPart(draftOf(draft)?.data ?? stored, tag, part);
        return contentVersion(current) === base ? withTranslationPart(stored, tag, part, next) : undefined;
      },
    },
    drafts: {
      [TRANSLATIONS_KEY]: (draft) => {
        const kept = draftOf(draft);
        return kept && { at: Date.now(), data: withTranslationPart(kept.data, tag, part, next) ?? {} };
      },
    },
  });
  if (!write.committed) return refused();
  updateTag(translationTag(part, tag));
  if (write.draftsMade[TRANSLATIONS_KEY]) refreshDraftViews();
  return succeeded(write.revision, contentVersion(next));
}

/** The dashboard and the translations page list the translations' draft: rebuilt when it changes. */
function refreshDraftViews() {
  revalidatePath(TRANSLATE.href);
  revalidatePath(ADMIN_HREF);
}

/**
 * Gives a language (any of the site's, the default too) the site's own words from an uploaded
 * file, all or nothing: every message is checked (lib/content/site-words.ts), and a refusal names
 * each one and stores nothing. `_remove` takes the owner's words away (the shipped ones show again).
 */
export async function saveSiteWords(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return withSession(async () => {
    const tag = stringField(formData, '_lang');
    const base = stringField(formData, '_base');
    const { content } = await inspectContent();
    const languages = listedLanguageTags(content.siteLanguages ?? []);
    if (!(languages.length === 0 ? ['en'] : languages).includes(tag)) return { error: TRANSLATE.unknownWordsLanguage };
    if (formData.get('_remove') === '1') return storeTranslation(tag, SITE_WORDS_KEY, base, null);
    const file = formData.get('file');
    const refused = (error: string) => ({ error, fieldErrors: { file: error } });
    if (!(file instanceof File) || file.size === 0) return refused(TRANSLATE.wordsChoose);
    if (file.size > SITE_WORDS.maxBytes) return refused(SITE_WORDS.tooLarge(SITE_WORDS.maxBytes));
    const parsed = parseSiteWords(await file.text());
    if (!parsed.ok) return refused(parsed.errors.join('\n'));
    return storeTranslation(tag, SITE_WORDS_KEY, base, parsed.words);
  });
}
