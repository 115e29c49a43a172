import { cacheLife } from 'next/cache';
import { getPublishedSections, nextScheduledNote } from '@/lib/content/get-data';
import { notesCacheLife } from '@/lib/content/notes';
import { env } from '@/lib/env';
import { notesFeed } from '@/lib/notes-feed';

/**
 * The notes' RSS 2.0 feed, kept until a note or the owner's name changes (the sections' tags), or
 * until the next scheduled note comes out.
 */
async function feed(): Promise<string> {
  'use cache';
  const [{ notes, about }, next] = await Promise.all([getPublishedSections(['notes', 'about']), nextScheduledNote()]);
  const life = notesCacheLife(next, Date.now());
  if (life) cacheLife(life);
  else cacheLife('max');
  return notesFeed(notes, about.fullName, env().siteUrl);
}

export async function GET(): Promise<Response> {
  return new Response(await feed(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
