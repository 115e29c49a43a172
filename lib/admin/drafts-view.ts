import 'server-only';
import dayjs from 'dayjs';
import { listDrafts, type Draft } from '@/lib/content/drafts';
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

/** Every section with an unpublished draft, in dashboard order. */
export async function pendingDrafts(): Promise<PendingDraft[]> {
  const drafts = await listDrafts(getStore());
  return SECTIONS.flatMap((section) => {
    if (section.kind === 'credentials') return [];
    const draft = drafts[section.key];
    if (!draft) return [];
    const savedAt = dayjs(draft.at).format('DD/MM/YYYY HH:mm');
    return [{ slug: section.slug, title: section.title, key: section.key, savedAt, draft }];
  });
}
