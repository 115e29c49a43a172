import { NextResponse } from 'next/server';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { contactRefusal } from '@/lib/feedback/input';
import { requestLanguage } from '@/lib/languages/read';
import { wordsOf } from '@/lib/languages/read';
import { mailConfig } from '@/lib/email/config';
import { env } from '@/lib/env';
import { getFeedbackInbox } from '@/lib/feedback';
import { clientKey } from '@/lib/http/client-key';
import { refuse } from '@/lib/http/refuse';
import { readJsonBody } from '@/lib/insights/event-body';
import { countContactMessage } from '@/lib/insights/record';
import { getStore } from '@/lib/store';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * A refusal's words in the language the request asks for (the contact form sends its page's): the
 * site's `contactErrors` messages; in English, the rules' own words, which en.json repeats.
 */
async function refusalWords(request: Request) {
  // The store down, the languages are unknown: the rules' own words (the answer is then 503 anyway).
  const language = await requestLanguage(request.headers.get('accept-language')).catch(() => 'en');
  const words = await wordsOf(language);
  return (error: string, field?: string): string => {
    const refusal = words.english ? undefined : contactRefusal(error, field);
    if (!refusal) return error;
    const values: Record<string, string | number> = { ...refusal.values };
    if (refusal.field) values.field = words(`contactErrors.${refusal.field}`);
    return words(`contactErrors.${refusal.key}`, values);
  };
}

/** Stores a contact message; answers with its id and, when mail is on, the EmailJS settings. */
export async function POST(request: Request) {
  const say = await refusalWords(request);
  // A query is refused as a malformed message.
  const read = await readJsonBody(request, CONTACT_LIMITS.maxBodyBytes, {
    noParameters: say(CONTACT_ERRORS.malformed),
    notJson: say(CONTACT_ERRORS.notJson),
    tooLarge: say(CONTACT_ERRORS.tooLarge),
    malformed: say(CONTACT_ERRORS.malformed),
  });
  if ('refused' in read) return read.refused;
  const result = await getFeedbackInbox().submit(read.body, clientKey(request.headers));
  switch (result.status) {
    case 201:
      // A retry of a message already stored (after a mail failure, say) is not counted again.
      if (!result.repeated) await countContactMessage(getStore(), request.headers);
      return NextResponse.json({ id: result.id, mail: mailConfig(env()) }, { status: 201, headers: noStore });
    case 400:
      return refuse(400, say(result.error, result.field), result.field ? { field: result.field } : {});
    case 429:
      return refuse(429, say(result.error), {}, { 'Retry-After': String(result.retryAfterSeconds) });
    case 503:
      return refuse(503, say(result.error));
  }
}
