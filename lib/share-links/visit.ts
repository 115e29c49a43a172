import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { getStore } from '@/lib/store';
import { listShareLinks } from './links';
import { findByToken, linkState, type ShareLink } from './model';

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
