import { NextResponse } from 'next/server';
import { readBodyText } from '@/lib/http/read-body';
import { refuse } from '@/lib/http/refuse';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

/**
 * The JSON body a page sends (an event of its insights beacon or of a share link's page, a
 * contact message), or the answer refusing it: sent from this site, with no query, as JSON of at
 * most `maxBytes`.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  errors: Record<'noParameters' | 'notJson' | 'tooLarge' | 'malformed', string>,
): Promise<{ body: unknown } | { refused: Response }> {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return { refused: crossOrigin };
  if (new URL(request.url).search !== '') return { refused: refuse(400, errors.noParameters) };
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { refused: refuse(415, errors.notJson) };
  }
  // Capped on the bytes received, whatever Content-Length or Transfer-Encoding say.
  const raw = await readBodyText(request, maxBytes);
  if (!raw.ok) {
    const tooLarge = raw.reason === 'too-large';
    return { refused: refuse(tooLarge ? 413 : 400, errors[tooLarge ? 'tooLarge' : 'malformed']) };
  }
  try {
    return { body: JSON.parse(raw.text) };
  } catch {
    return { refused: refuse(400, errors.malformed) };
  }
}

/** The answer to an event, counted or not. */
export const noContent = () => new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
