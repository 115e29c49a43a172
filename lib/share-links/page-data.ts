import 'server-only';
import type { Metadata } from 'next';
import { pageContent, pageWords } from '@/lib/languages/read';
import { getSections } from '@/lib/site-content/read';
import { PROJECT_KEYS } from '@/lib/content/schemas';

/** The public content a share link's pages show, in the page's language: from the cached readers, like every public page. */
export const linkContent = async () => (await pageContent([...PROJECT_KEYS, 'about']))[0];

/**
 * The head of every page under /for: the same whatever the link's state (nothing for a guess to
 * learn), never indexed, and no Referer sent on from it (the address holds the token).
 */
export async function linkMetadata(): Promise<Metadata> {
  const [{ about }, { words }] = await Promise.all([getSections(['about']), pageWords()]);
  return {
    title: { absolute: words('share.metaTitle', { name: about.fullName }) },
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
  };
}
