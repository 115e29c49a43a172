import 'server-only';
import dayjs from 'dayjs';
import { getDraft, listDrafts, type Draft } from '@/lib/content/drafts';
import type { SectionKey } from '@/lib/content/schemas';
import { getStore } from '@/lib/store';
import { SECTIONS } from './sections';

export interface PendingDraft {
  slug: string;
  title: string;
  key: SectionKey;
  savedAt: string;
  draft: Draft;
}

const savedAtText = (draft: Draft) => dayjs(draft.at).format('DD/MM/YYYY HH:mm');

/** One section's draft, with when it was saved as the editor shows it; null when there is none. */
export async function draftFor(key: SectionKey): Promise<(Draft & { savedAt: string }) | null> {
  const draft = await getDraft(getStore(), key);
  return draft && { ...draft, savedAt: savedAtText(draft) };
}

/** Every section with an unpublished draft, in dashboard order. */
export async function pendingDrafts(): Promise<PendingDraft[]> {
  const drafts = await listDrafts(getStore());
  return SECTIONS.flatMap((section) => {
    if (section.kind === 'credentials') return [];
    const draft = drafts[section.key];
    if (!draft) return [];
    return [{ slug: section.slug, title: section.title, key: section.key, savedAt: savedAtText(draft), draft }];
  });
}
