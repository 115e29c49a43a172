import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { sessionSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/http/client-key';
import { notToBeCounted, takeEvent } from '@/lib/insights/record';
import { getStore } from '@/lib/store';
import { listShareLinks } from './links';
import { findByToken, linkState, type ShareLink } from './model';
import { recordLinkEvent, type LinkEvent } from './stats';

/**
 * The active link a visitor's token opens, or null for any other (unknown, malformed, expired,
 * revoked): the caller answers all of those alike. The token is compared with every link in
 * constant time (model.ts) and the answer never comes sooner than SHARE_LINKS.minResponseMs
 * after `startedAt`, so neither the outcome nor the work behind it shows in the timing.
 */
export async function openLink(token: string, startedAt = performance.now()): Promise<ShareLink | null> {
  let found: ShareLink | null = null;
  try {
    const links = await listShareLinks(getStore());
    // A malformed token is still compared with every link, so it costs what a well-formed guess costs.
    const link = findByToken(links, token);
    found = link && SHARE_LINKS.tokenPattern.test(token) && linkState(link) === 'active' ? link : null;
  } finally {
    await settle(startedAt);
  }
  return found;
}

/** Waits out what is left of SHARE_LINKS.minResponseMs since `startedAt`. */
export async function settle(startedAt: number): Promise<void> {
  const left = SHARE_LINKS.minResponseMs - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}

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
