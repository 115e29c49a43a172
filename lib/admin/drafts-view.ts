import 'server-only';
import dayjs from 'dayjs';
import { getDraft, listDrafts, type Draft, type DraftKey } from '@/lib/content/drafts';
import { TRANSLATIONS_KEY } from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { getStore } from '@/lib/store';
import { summarizeChange } from './history-diff';
import { SECTIONS } from './sections';

/**
 * The draft of `key`, with when it was saved as the editor shows it and what it changes against
 * the published section, in words: "Draft: quote, 2 taglines changed".
 */
async function described(key: DraftKey, draft: Draft) {
  const published = await getStore().get(`${USER_PATH_KEY}/${key}`);
  return {
    ...draft,
    savedAt: dayjs(draft.at).format('DD/MM/YYYY HH:mm'),
    summary: `${PHONE_ADMIN.summary.draftPrefix}${summarizeChange(key, published, draft.data)}`,
  };
}

/** One section's (or the translations') draft, described; null when there is none. */
export async function draftFor(key: DraftKey) {
  const draft = await getDraft(getStore(), key);
  return draft && described(key, draft);
}

/** Every section with an unpublished draft, in dashboard order, then the translations', described. */
export async function pendingDrafts() {
  const drafts = await listDrafts(getStore());
  const translations = drafts[TRANSLATIONS_KEY];
  return Promise.all([
    ...SECTIONS.flatMap((section) => {
      if (section.kind === 'credentials' || !drafts[section.key]) return [];
      const { slug, title, key } = section;
      return [described(key, drafts[key]!).then((draft) => ({ ...draft, slug, title, key }))];
    }),
    // The translations' draft (every language's text), edited on the translations page.
    ...(translations
      ? [
          described(TRANSLATIONS_KEY, translations).then((draft) => ({
            ...draft,
            slug: TRANSLATIONS_KEY,
            title: TRANSLATE.title,
            key: TRANSLATIONS_KEY,
          })),
        ]
      : []),
  ]);
}
