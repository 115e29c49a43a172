import { NextResponse } from 'next/server';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { mailConfig } from '@/lib/email/config';
import { env } from '@/lib/env';
import { getFeedbackInbox } from '@/lib/feedback';
import { clientKey } from '@/lib/http/client-key';
import { refuse } from '@/lib/http/refuse';
import { readBodyText } from '@/lib/http/read-body';
import { countContactMessage } from '@/lib/insights/record';
import { getStore } from '@/lib/store';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

const noStore = { 'Cache-Control': 'no-store' };

/** Stores a contact message; answers with its id and, when mail is on, the EmailJS settings. */
export async function POST(request: Request) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  if (new URL(request.url).search !== '') return refuse(400, CONTACT_ERRORS.malformed);
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, CONTACT_ERRORS.notJson);
  }

  // Capped on the bytes received, whatever Content-Length or Transfer-Encoding say.
  const raw = await readBodyText(request, CONTACT_LIMITS.maxBodyBytes);
  if (!raw.ok)
    return raw.reason === 'too-large' ? refuse(413, CONTACT_ERRORS.tooLarge) : refuse(400, CONTACT_ERRORS.malformed);
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return refuse(400, CONTACT_ERRORS.malformed);
  }

  const result = await getFeedbackInbox().submit(body, clientKey(request.headers));
  switch (result.status) {
    case 201:
      // A retry of a message already stored (after a mail failure, say) is not counted again.
      if (!result.repeated) await countContactMessage(getStore(), request.headers);
      return NextResponse.json({ id: result.id, mail: mailConfig(env()) }, { status: 201, headers: noStore });
    case 400:
      return refuse(400, result.error, result.field ? { field: result.field } : {});
    case 429:
      return refuse(429, result.error, {}, { 'Retry-After': String(result.retryAfterSeconds) });
    case 503:
      return refuse(503, result.error);
  }
}
