import { type NextRequest } from 'next/server';
import { sessionSecret } from '@/lib/auth/secret';
import { INSIGHTS } from '@/lib/insights/words';
import { VISITS } from '@/lib/stats/visits-words';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/http/client-key';
import { refuse } from '@/lib/http/refuse';
import { noContent, readJsonBody } from '@/lib/insights/event-body';
import { recordTally } from '@/lib/insights/daily';
import { utcDay } from '@/lib/insights/days';
import { parseEvent, resolveEvent } from '@/lib/insights/events';
import { notToBeCounted, takeEvent } from '@/lib/insights/record';
import { noteReferrerVisitor } from '@/lib/insights/referrer-visitors';
import { currentTargets } from '@/lib/insights/targets';
import { visitorDay } from '@/lib/insights/visitor-day';
import { getStore } from '@/lib/store';
import { admitInsightsVisitor } from '@/lib/stats/daily-bounds';
import { setVisitorCookie, visitorCookieKey } from '@/lib/stats/visitor-cookie';

/** The hostnames of this site: a referrer from one of them is not counted. */
function ownHosts(request: NextRequest): string[] {
  const hosts = [request.nextUrl.hostname, URL.parse(env().siteUrl)?.hostname ?? ''];
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded) hosts.push(URL.parse(`http://${forwarded}`)?.hostname ?? '');
  return hosts.filter(Boolean).map((h) => h.toLowerCase());
}

/**
 * Counts one event a public page reports (a page view, a résumé download, a project or social
 * link followed) into the day's totals. Only known kinds naming this site's public pages and
 * links are accepted; nothing about the visitor is stored but an HMAC of the address that brought
 * a referrer (lib/insights/referrer-visitors.ts). Answers 204, counted or not (Do Not
 * Track, Global Privacy Control, robots and the signed-in owner are not counted).
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request, INSIGHTS.maxBodyBytes, INSIGHTS.errors);
  if ('refused' in read) return read.refused;
  const parsed = parseEvent(read.body);
  if (!parsed.ok) return refuse(400, parsed.error);

  try {
    const resolved = resolveEvent(parsed.event, await currentTargets(), ownHosts(request));
    if (!resolved.ok) return refuse(422, resolved.error);
    if (await notToBeCounted(request.headers)) return noContent();
    const store = getStore();
    const secret = sessionSecret(env());
    const client = clientKey(request.headers);
    const wait = await takeEvent(store, secret, client);
    if (wait !== null) return refuse(429, INSIGHTS.errors.tooMany, {}, { 'Retry-After': String(wait) });
    const today = utcDay(Date.now());
    const tally = resolved.tally;
    const seen =
      resolved.path === undefined
        ? undefined
        : visitorDay(visitorCookieKey(secret), request.cookies.get(VISITS.cookieName)?.value, resolved.path, today);
    // One address adds at most DAILY_BOUNDS.insightsVisitors a day, however many cookies it holds.
    const admitted =
      seen && (seen.visitor || seen.contactVisitor) && (await admitInsightsVisitor(store, secret, client));
    if (admitted) Object.assign(tally, { visitor: seen.visitor, contactVisitor: seen.contactVisitor });
    await recordTally(store, today, tally);
    if (tally.referrer) await noteReferrerVisitor(store, secret, today, tally.referrer, client);
    const response = noContent();
    // The visitor cookie the counter set, with the day it now carries (no other cookie, no new one).
    if (admitted && seen.cookie) setVisitorCookie(response, request, seen.cookie);
    return response;
  } catch (error) {
    console.error('Insights unavailable:', error instanceof Error ? error.message : error);
    return refuse(503, INSIGHTS.errors.unavailable);
  }
}
