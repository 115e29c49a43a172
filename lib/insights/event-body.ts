import type { NextRequest } from 'next/server';
import { readBodyText } from '@/lib/http/read-body';
import { refuse } from '@/lib/http/refuse';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { INSIGHTS } from './words';

/**
 * The JSON body of an event a page reports (its insights beacon, a share link's page), or the
 * answer refusing it: sent from this site, with no query, as JSON of at most INSIGHTS.maxBodyBytes.
 */
export async function readEventBody(request: NextRequest): Promise<{ body: unknown } | { refused: Response }> {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return { refused: crossOrigin };
  if (request.nextUrl.search !== '') return { refused: refuse(400, INSIGHTS.errors.noParameters) };
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { refused: refuse(415, INSIGHTS.errors.notJson) };
  }
  const raw = await readBodyText(request, INSIGHTS.maxBodyBytes);
  if (!raw.ok) {
    const tooLarge = raw.reason === 'too-large';
    return { refused: refuse(tooLarge ? 413 : 400, INSIGHTS.errors[tooLarge ? 'tooLarge' : 'malformed']) };
  }
  try {
    return { body: JSON.parse(raw.text) };
  } catch {
    return { refused: refuse(400, INSIGHTS.errors.malformed) };
  }
}
