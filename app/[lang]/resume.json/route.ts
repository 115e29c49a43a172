import { cacheLife } from 'next/cache';
import { getPublishedSections, inLanguage } from '@/lib/content/get-data';
import { env } from '@/lib/env';
import { EXPORTED_SECTIONS, contentToResume } from '@/lib/json-resume/from-content';
import { languageOfPrefix } from '@/lib/languages/model';
import { getLanguages } from '@/lib/languages/read';
import { redirectUnknown } from '@/lib/site-content/read';

/** The published content in a language other than the default (its translations, the default's text elsewhere) as a JSON Resume document. */
async function publishedResume(tag: string): Promise<string> {
  'use cache';
  cacheLife('max');
  const content = await inLanguage(await getPublishedSections(EXPORTED_SECTIONS), tag);
  return `${JSON.stringify(contentToResume(content, env().siteUrl), null, 2)}\n`;
}

/** /<language>/resume.json; a prefix that names no published language answers as any unknown address. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const tag = languageOfPrefix(await getLanguages(), (await params).lang);
  if (!tag) return redirectUnknown();
  return new Response(await publishedResume(tag), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
