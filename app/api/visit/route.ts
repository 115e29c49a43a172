import { refuse } from '@/lib/http/refuse';
import { NextResponse, type NextRequest } from 'next/server';
import { VISITS } from '@/lib/stats/visits-words';
import { env } from '@/lib/env';
import { sessionSecret } from '@/lib/auth/secret';
import { getStore } from '@/lib/store';
import { clientKey } from '@/lib/http/client-key';
import { isBot } from '@/lib/stats/bots';
import { admitVisit } from '@/lib/stats/daily-bounds';
import { readVisitorCookie, visitorCookieKey } from '@/lib/stats/visitor-cookie';
import { countVisit, readVisitCounts, type VisitCounts } from '@/lib/stats/visits';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

const noStore = { 'Cache-Control': 'no-store' };

/** A malformed or forged visitor cookie is refused and cleared, so the next visit gets a fresh one. */
function forgedCookie() {
  const response = refuse(400, VISITS.errors.badCookie);
  response.cookies.delete(VISITS.cookieName);
  return response;
}

type Visitor = { ok: true; cookie: string | undefined } | { ok: false; response: NextResponse };

/** Checks that the request carries nothing but an optional visitor cookie (verified later, with the key). */
function readVisitor(request: NextRequest): Visitor {
  if (request.nextUrl.search !== '') return { ok: false, response: refuse(400, VISITS.errors.noParameters) };
  const length = request.headers.get('content-length');
  if ((length !== null && length !== '0') || request.headers.has('transfer-encoding')) {
    return { ok: false, response: refuse(400, VISITS.errors.noBody) };
  }
  return { ok: true, cookie: request.cookies.get(VISITS.cookieName)?.value };
}

const cookieKey = () => visitorCookieKey(sessionSecret(env()));

function answer(counts: VisitCounts, counted: boolean) {
  return NextResponse.json({ ...counts, counted }, { headers: noStore });
}

function unavailable(error: unknown) {
  console.error('Visit statistics unavailable:', error instanceof Error ? error.message : error);
  return refuse(503, VISITS.errors.unavailable);
}

async function currentCounts(cookie: string | undefined) {
  const read = await readVisitCounts(getStore(), cookieKey(), cookie);
  return read.ok ? answer(read.counts, false) : forgedCookie();
}

/** The counts, without counting anything. */
export async function GET(request: NextRequest) {
  const visitor = readVisitor(request);
  if (!visitor.ok) return visitor.response;
  try {
    return await currentCounts(visitor.cookie);
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * Counts one visit (the browser calls this once per session) and returns the counts. The
 * browser's own tally comes back in its signed cookie; the store keeps only the totals. One
 * client address adds at most DAILY_BOUNDS visits and new visitors a day.
 */
export async function POST(request: NextRequest) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const visitor = readVisitor(request);
  if (!visitor.ok) return visitor.response;
  try {
    if (isBot(request.headers.get('user-agent'))) return await currentCounts(visitor.cookie);
    const kind = readVisitorCookie(cookieKey(), visitor.cookie).kind;
    if (kind === 'forged') return forgedCookie();
    // Past what one client may add today (whatever cookies it drops): the counts, unchanged.
    if (!(await admitVisit(getStore(), sessionSecret(env()), clientKey(request.headers), kind === 'none')))
      return await currentCounts(visitor.cookie);
    const visit = await countVisit(getStore(), cookieKey(), visitor.cookie);
    if (!visit.ok) return forgedCookie();
    const response = answer(visit.counts, true);
    response.cookies.set(VISITS.cookieName, visit.cookie, {
      maxAge: VISITS.cookieMaxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
    });
    return response;
  } catch (error) {
    return unavailable(error);
  }
}
