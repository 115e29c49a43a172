import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { env } from '@/lib/env';
import { notesFeed } from '@/lib/notes-feed';

/** The notes' RSS 2.0 feed, kept until a note or the owner's name changes (the sections' tags). */
async function feed(): Promise<string> {
  'use cache';
  cacheLife('max');
  const { notes, about } = await getPublishedSections(['notes', 'about']);
  return notesFeed(notes, about.fullName, env().siteUrl);
}

export async function GET(): Promise<Response> {
  return new Response(await feed(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
