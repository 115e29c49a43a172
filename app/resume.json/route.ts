import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { env } from '@/lib/env';
import { EXPORTED_SECTIONS, contentToResume } from '@/lib/json-resume/from-content';

/**
 * The published content as a JSON Resume document: written at build and kept until a save to a
 * section it shows expires it (the readers' tags, lib/content/revalidate.ts). Published content
 * only: never drafts, even for the owner in preview.
 */
async function publishedResume(): Promise<string> {
  'use cache';
  cacheLife('max');
  const content = await getPublishedSections(EXPORTED_SECTIONS);
  return `${JSON.stringify(contentToResume(content, env().siteUrl), null, 2)}\n`;
}

/** /resume.json: the owner's résumé in the open JSON Resume format (jsonresume.org). */
export async function GET(): Promise<Response> {
  return new Response(await publishedResume(), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
