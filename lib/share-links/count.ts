import 'server-only';
import { sessionSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/http/client-key';
import { notToBeCounted, takeEvent } from '@/lib/insights/record';
import { getStore } from '@/lib/store';
import { recordLinkEvent, type LinkEvent } from './stats';

/**
 * Whether an event may be counted: not for Do Not Track / Global Privacy Control, robots or the
 * signed-in owner; then one of the client's insights events is taken (the same per-client limit
 * as the site's insights, keyed on an HMAC of the address, never stored as such). Decided before
 * the link is looked up, so the answer is the same for a real link and a guess.
 */
export async function admitEvent(headers: Headers): Promise<'skip' | 'count' | { retryAfter: number }> {
  if (await notToBeCounted(headers)) return 'skip';
  const wait = await takeEvent(getStore(), sessionSecret(env()), clientKey(headers));
  return wait === null ? 'count' : { retryAfter: wait };
}

/** Counts `event` for link `id` (after admitEvent said so). */
export async function countEvent(id: string, event: LinkEvent): Promise<void> {
  try {
    await recordLinkEvent(getStore(), id, event);
  } catch (error) {
    // A count is never worth failing the visitor's request for.
    console.error('Share links: an event was not counted:', error instanceof Error ? error.message : error);
  }
}
