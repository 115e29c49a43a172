import { refuse } from '@/lib/http/refuse';
import { NextResponse, type NextRequest } from 'next/server';
import { VISITS } from '@/lib/constants';
import { getStore } from '@/lib/store';
import { isBot } from '@/lib/stats/bots';
import { isVisitorId, newVisitorId } from '@/lib/stats/visitor-id';
import { readVisitCounts, recordVisit, type VisitCounts } from '@/lib/stats/visits';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

const noStore = { 'Cache-Control': 'no-store' };

/** A refusal; a malformed visitor cookie is also cleared, so the next visit gets a fresh one. */
function refuseVisit(status: number, error: string, clearCookie = false) {
  const response = refuse(status, error);
  if (clearCookie) response.cookies.delete(VISITS.cookieName);
  return response;
}

type Visitor = { ok: true; id: string | undefined } | { ok: false; response: NextResponse };

/** Checks that the request carries nothing but an optional, well-formed visitor cookie. */
function readVisitor(request: NextRequest): Visitor {
  if (request.nextUrl.search !== '') return { ok: false, response: refuseVisit(400, VISITS.errors.noParameters) };
  const length = request.headers.get('content-length');
  if ((length !== null && length !== '0') || request.headers.has('transfer-encoding')) {
    return { ok: false, response: refuseVisit(400, VISITS.errors.noBody) };
  }
  const id = request.cookies.get(VISITS.cookieName)?.value;
  if (id !== undefined && !isVisitorId(id)) {
    return { ok: false, response: refuseVisit(400, VISITS.errors.badCookie, true) };
  }
  return { ok: true, id };
}

function answer(counts: VisitCounts, counted: boolean) {
  return NextResponse.json({ ...counts, counted }, { headers: noStore });
}

function unavailable(error: unknown) {
  console.error('Visit statistics unavailable:', error instanceof Error ? error.message : error);
  return refuseVisit(503, VISITS.errors.unavailable);
}

/** The counts, without counting anything. */
export async function GET(request: NextRequest) {
  const visitor = readVisitor(request);
  if (!visitor.ok) return visitor.response;
  try {
    return answer(await readVisitCounts(getStore(), visitor.id), false);
  } catch (error) {
    return unavailable(error);
  }
}

/** Counts one visit (the browser calls this once per session) and returns the counts. */
export async function POST(request: NextRequest) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const visitor = readVisitor(request);
  if (!visitor.ok) return visitor.response;
  try {
    if (isBot(request.headers.get('user-agent'))) {
      return answer(await readVisitCounts(getStore(), visitor.id), false);
    }
    const id = visitor.id ?? newVisitorId();
    const response = answer(await recordVisit(getStore(), id), true);
    response.cookies.set(VISITS.cookieName, id, {
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
