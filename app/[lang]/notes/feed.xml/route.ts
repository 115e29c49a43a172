import { cacheLife } from 'next/cache';
import { getPublishedSections, inLanguage, nextScheduledNote } from '@/lib/content/get-data';
import { notesCacheLife } from '@/lib/content/notes';
import { env } from '@/lib/env';
import { languageOfPrefix, prefixOf } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { wordsOf } from '@/lib/languages/read';
import { notesFeed } from '@/lib/notes-feed';
import { redirectUnknown } from '@/lib/site-content/read';

/** The notes' feed in a published language other than the default: its text, words and addresses. */
async function feed(tag: string): Promise<string> {
  'use cache';
  const [published, next] = await Promise.all([getPublishedSections(['notes', 'about']), nextScheduledNote()]);
  const { notes, about } = await inLanguage(published, tag);
  const life = notesCacheLife(next, Date.now());
  if (life) cacheLife(life);
  else cacheLife('max');
  const words = await wordsOf(tag);
  return notesFeed(notes, about.fullName, env().siteUrl, {
    tag,
    prefix: `/${prefixOf(tag)}`,
    title: words('notes.feedTitle', { name: about.fullName }),
    description: words('notes.description', { name: about.fullName }),
  });
}

/** /<language>/notes/feed.xml; a prefix that names no published language answers as any unknown address. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const tag = languageOfPrefix(await getLanguages(), (await params).lang);
  if (!tag) return redirectUnknown();
  return new Response(await feed(tag), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
