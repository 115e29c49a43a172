'use server';

import { updateTag } from 'next/cache';
import { contentVersion } from '@/lib/content/versions';
import { inspectContent } from '@/lib/content/get-data';
import { siteLanguageItemSchema } from '@/lib/content/language-tag';
import type { SectionKey } from '@/lib/content/schemas';
import { isObject } from '@/lib/content/canonical';
import { changeSection } from '@/lib/content/history';
import { ensureHistoryBaseline } from '@/lib/content/ready';
import {
  parseTranslationForm,
  TRANSLATED_KEYS,
  TRANSLATIONS_KEY,
  translationRows,
  translationTag,
} from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { getStore } from '@/lib/store';
import { succeeded } from './action-state';
import { stringField } from './form-input';
import { withSession, type ActionState } from './validated-action';

/** The languages the owner lists but the first (the default, whose text is the content itself). */
function otherLanguages(items: readonly unknown[]): string[] {
  return items.slice(1).flatMap((item) => {
    const parsed = siteLanguageItemSchema.safeParse(item);
    return parsed.success ? [parsed.data.tag] : [];
  });
}

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
    if (!otherLanguages(content.siteLanguages ?? []).includes(tag)) return { error: TRANSLATE.unknownLanguage };
    const value = content[key];
    if (value === undefined) return { error: TRANSLATE.unknownSection };
    const parsed = parseTranslationForm(key, translationRows(key, value, null), (name) => stringField(formData, name));
    if (!parsed.ok) return { error: Object.values(parsed.fieldErrors).join('\n'), fieldErrors: parsed.fieldErrors };
    const next = Object.keys(parsed.overlay).length > 0 ? parsed.overlay : null;
    let current: unknown = null;
    // Every language's translations are one entry of History (`user/translations`): the save and its
    // revision land together, so Undo and History take a translation back like any other change.
    const store = getStore();
    await ensureHistoryBaseline(store);
    const write = await changeSection(store, TRANSLATIONS_KEY, 'update', (stored) => {
      const all = isObject(stored) ? stored : {};
      const language = isObject(all[tag]) ? all[tag] : {};
      current = language[key] ?? null;
      if (contentVersion(current) !== base) return undefined;
      const { [key]: _earlier, ...others } = language;
      const nextLanguage = next === null ? others : { ...others, [key]: next };
      const { [tag]: _language, ...otherLanguages } = all;
      const out = Object.keys(nextLanguage).length > 0 ? { ...otherLanguages, [tag]: nextLanguage } : otherLanguages;
      return Object.keys(out).length > 0 ? out : null;
    });
    if (!write.committed) return { error: TRANSLATE.conflict, version: contentVersion(current) };
    updateTag(translationTag(key, tag));
    return succeeded(write.revision, contentVersion(next));
  });
}
