import 'server-only';
import dayjs from 'dayjs';
import { getDraft, listDrafts, type Draft } from '@/lib/content/drafts';
import type { SectionKey } from '@/lib/content/schemas';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { getStore } from '@/lib/store';
import { summarizeChange } from './history-diff';
import { SECTIONS } from './sections';

export interface PendingDraft {
  slug: string;
  title: string;
  key: SectionKey;
  savedAt: string;
  /** What the draft changes against the published section, in words: "Draft: quote, 2 taglines changed". */
  summary: string;
  draft: Draft;
}

const savedAtText = (draft: Draft) => dayjs(draft.at).format('DD/MM/YYYY HH:mm');

/** What `draft` would change in the published `key`, in words. */
async function summaryOf(key: SectionKey, draft: Draft): Promise<string> {
  const published = await getStore().get(`${USER_PATH_KEY}/${key}`);
  return `${PHONE_ADMIN.summary.draftPrefix}${summarizeChange(key, published, draft.data)}`;
}

/** One section's draft, with when it was saved as the editor shows it and what it changes; null when there is none. */
export async function draftFor(key: SectionKey): Promise<(Draft & { savedAt: string; summary: string }) | null> {
  const draft = await getDraft(getStore(), key);
  return draft && { ...draft, savedAt: savedAtText(draft), summary: await summaryOf(key, draft) };
}

/** Every section with an unpublished draft, in dashboard order. */
export async function pendingDrafts(): Promise<PendingDraft[]> {
  const drafts = await listDrafts(getStore());
  const pending = SECTIONS.flatMap((section) => {
    if (section.kind === 'credentials') return [];
    const draft = drafts[section.key];
    return draft ? [{ section, draft }] : [];
  });
  return Promise.all(
    pending.map(async ({ section, draft }) => ({
      slug: section.slug,
      title: section.title,
      key: section.key,
      savedAt: savedAtText(draft),
      summary: await summaryOf(section.key, draft),
      draft,
    })),
  );
}
