import 'server-only';
import { cookies } from 'next/headers';
import { verifySession } from '@/lib/auth/verify';
import { SESSION } from '@/lib/auth/words';
import { isBot } from '@/lib/stats/bots';
import { INSIGHTS } from '@/lib/insights/words';
import { Throttle, type ThrottleRule } from '@/lib/http/throttle';
import type { Store } from '@/lib/store/types';
import { recordTally } from './daily';
import { utcDay } from './days';

/**
 * Whether this request is not to be counted: the browser opted out, a robot, or the signed-in
 * owner (their own visits would only blur the picture). The session is checked only when its
 * cookie is there, so a visitor's event costs no store read.
 */
export async function notToBeCounted(headers: Headers): Promise<boolean> {
  // The browser asks not to be tracked: Do Not Track or Global Privacy Control.
  const optedOut = headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
  if (optedOut || isBot(headers.get('user-agent'))) return true;
  if (!(await cookies()).has(SESSION.cookieName)) return false;
  return (await verifySession()) !== null;
}

const INSIGHTS_PER_CLIENT: ThrottleRule = {
  name: 'insights',
  limit: INSIGHTS.perClient,
  windowMs: INSIGHTS.windowMs,
};

/** Takes one of the client's events for the window; answers the seconds to wait when none is left. */
export async function takeEvent(store: Store, secret: Uint8Array, client: string): Promise<number | null> {
  const decision = await new Throttle(store, secret).take(INSIGHTS_PER_CLIENT, client);
  return decision.allowed ? null : Math.ceil(decision.retryAfterMs / 1000);
}

/**
 * Counts a contact message that was just stored, unless the sender is not to be counted. Never
 * fails the message: a failure here is only logged.
 */
export async function countContactMessage(store: Store, headers: Headers): Promise<void> {
  try {
    if (await notToBeCounted(headers)) return;
    await recordTally(store, utcDay(Date.now()), { message: true });
  } catch (error) {
    console.error('Insights: a message was not counted:', error instanceof Error ? error.message : error);
  }
}
