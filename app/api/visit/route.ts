import { refuse } from '@/lib/http/refuse';
import { NextResponse, type NextRequest } from 'next/server';
import { VISITS } from '@/lib/stats/visits-words';
import { env } from '@/lib/env';
import { sessionSecret } from '@/lib/auth/secret';
import { getStore } from '@/lib/store';
import { clientKey } from '@/lib/http/client-key';
import { isBot } from '@/lib/stats/bots';
import { admitVisit } from '@/lib/stats/daily-bounds';
import { readVisitorCookie, setVisitorCookie, visitorCookieKey } from '@/lib/stats/visitor-cookie';
import { countVisit, readVisitCounts } from '@/lib/stats/visits';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { getPublishedSections } from '@/lib/content/get-data';

/** A malformed or forged visitor cookie is refused and cleared, so the next visit gets a fresh one. */
function forgedCookie() {
  const response = refuse(400, VISITS.errors.badCookie);
  response.cookies.delete(VISITS.cookieName);
  return response;
}

/**
 * The total from which the site shows the counts (the owner's setting, in Home). If the content
 * cannot be read, 0: the counter shows as before, and a visit already counted is still answered.
 */
async function showFrom(): Promise<number> {
  try {
    const { home } = await getPublishedSections(['home']);
    return Number(home.visitorCounterFrom) || 0;
  } catch (error) {
    console.error('Visitor counter setting unavailable:', error instanceof Error ? error.message : error);
    return 0;
  }
}

/**
 * The counts, after counting this visit when `count`. The request must carry nothing but an
 * optional visitor cookie (verified with the key).
 */
async function visit(request: NextRequest, count: boolean) {
  if (request.nextUrl.search !== '') return refuse(400, VISITS.errors.noParameters);
  const length = request.headers.get('content-length');
  if ((length !== null && length !== '0') || request.headers.has('transfer-encoding')) {
    return refuse(400, VISITS.errors.noBody);
  }
  const cookie = request.cookies.get(VISITS.cookieName)?.value;
  try {
    const store = getStore();
    const secret = sessionSecret(env());
    const key = visitorCookieKey(secret);
    const kind = readVisitorCookie(key, cookie).kind;
    if (kind === 'forged') return forgedCookie();
    // Past what one client may add today (whatever cookies it drops): the counts, unchanged.
    const counting =
      count &&
      !isBot(request.headers.get('user-agent')) &&
      (await admitVisit(store, secret, clientKey(request.headers), kind === 'none'));
    const outcome = counting ? await countVisit(store, key, cookie) : await readVisitCounts(store, key, cookie);
    if (!outcome.ok) return forgedCookie();
    // The counts, and the total from which the site shows them.
    const response = NextResponse.json(
      { ...outcome.counts, counted: counting, showFrom: await showFrom() },
      { headers: { 'Cache-Control': 'no-store' } },
    );
    if (outcome.cookie) setVisitorCookie(response, request, outcome.cookie);
    return response;
  } catch (error) {
    console.error('Visit statistics unavailable:', error instanceof Error ? error.message : error);
    return refuse(503, VISITS.errors.unavailable);
  }
}

/** The counts, without counting anything. */
export async function GET(request: NextRequest) {
  return visit(request, false);
}

/**
 * Counts one visit (the browser calls this once per session) and returns the counts. The
 * browser's own tally comes back in its signed cookie; the store keeps only the totals. One
 * client address adds at most DAILY_BOUNDS visits and new visitors a day.
 */
export async function POST(request: NextRequest) {
  return refuseCrossOrigin(request) ?? visit(request, true);
}
