import 'server-only';
import { cookies } from 'next/headers';
import { verifySession } from '@/lib/auth/verify';
import { SESSION } from '@/lib/auth/words';
import { isBot } from '@/lib/stats/bots';

/** The browser asks not to be tracked: Do Not Track or Global Privacy Control. */
function optedOut(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/**
 * Whether this request is not to be counted: the browser opted out, a robot, or the signed-in
 * owner (their own visits would only blur the picture). The session is checked only when its
 * cookie is there, so a visitor's event costs no store read.
 */
export async function notToBeCounted(headers: Headers): Promise<boolean> {
  if (optedOut(headers) || isBot(headers.get('user-agent'))) return true;
  if (!(await cookies()).has(SESSION.cookieName)) return false;
  return (await verifySession()) !== null;
}
