import { revalidateTag, updateTag } from 'next/cache';
import { sectionTag } from './cache-tags';
import type { SectionKey } from './schemas';
import { SECTION_KEYS } from './shape';
import { TRANSLATIONS_TAG, translationTag } from './translations';

/*
 * What to rebuild follows from the content itself: every cached page, social image and file
 * carries the tags of the sections it read ('use cache' readers in lib/content/get-data.ts), so
 * expiring a section's tag rebuilds exactly what shows it, at its next request.
 */

/**
 * From a server action, after a successful write: what shows `section` is rebuilt on its next
 * request, and the owner's next view of it (in this action's answer included) is already fresh.
 */
export async function revalidateSection(section: SectionKey): Promise<void> {
  updateTag(sectionTag(section));
}

/** After the whole content was replaced (a backup import, from a route handler): everything is rebuilt. */
export async function revalidateAllContent(): Promise<void> {
  // updateTag serves server actions only; expiring at once is what it does.
  await revalidateSections(SECTION_KEYS);
  // …and every language's translations, which an import replaces too.
  revalidateTag(TRANSLATIONS_TAG, { expire: 0 });
}

/** From a route handler, after a write to `sections` (a JSON Resume import): what shows them is rebuilt. */
export async function revalidateSections(sections: readonly SectionKey[]): Promise<void> {
  for (const key of sections) revalidateTag(sectionTag(key), { expire: 0 });
}

/** From a route handler, after a write to language `tag`'s text of `sections` (a JSON Resume import in that language). */
export async function revalidateTranslations(tag: string, sections: readonly SectionKey[]): Promise<void> {
  for (const key of sections) revalidateTag(translationTag(key, tag), { expire: 0 });
}
