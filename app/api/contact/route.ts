import { NextResponse } from 'next/server';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { mailConfig } from '@/lib/email/config';
import { env } from '@/lib/env';
import { getFeedbackInbox } from '@/lib/feedback';
import { clientKey } from '@/lib/http/client-key';
import { refuse } from '@/lib/http/refuse';
import { readJsonBody } from '@/lib/insights/event-body';
import { countContactMessage } from '@/lib/insights/record';
import { getStore } from '@/lib/store';

const noStore = { 'Cache-Control': 'no-store' };

/** Stores a contact message; answers with its id and, when mail is on, the EmailJS settings. */
export async function POST(request: Request) {
  // A query is refused as a malformed message.
  const read = await readJsonBody(request, CONTACT_LIMITS.maxBodyBytes, {
    ...CONTACT_ERRORS,
    noParameters: CONTACT_ERRORS.malformed,
  });
  if ('refused' in read) return read.refused;
  const result = await getFeedbackInbox().submit(read.body, clientKey(request.headers));
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
