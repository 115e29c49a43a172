import { readVisitorCookie, signVisitorCookie } from '@/lib/stats/visitor-cookie';

/**
 * Unique visitors per day, from the visitor cookie alone: its signed value carries the UTC day
 * this browser was last counted (and whether as a visitor of /contact). Nothing is stored per
 * browser. A browser without a signed cookie (it gets one from the visit counter) is not counted
 * as a visitor: without one, every page view would look like a new visitor. Answers whether this
 * is the browser's first page view today (`visitor`), its first view of /contact today
 * (`contactVisitor`), and the visitor cookie's new value when the day it carries changes.
 */
export function visitorDay(key: Buffer, cookieValue: string | undefined, path: string, today: string) {
  const cookie = readVisitorCookie(key, cookieValue);
  if (cookie.kind !== 'signed') return { visitor: false, contactVisitor: false };
  const seenToday = cookie.seen?.day === today;
  const visitor = !seenToday;
  const contactVisitor = path === '/contact' && !(seenToday && cookie.seen?.contact);
  if (!visitor && !contactVisitor) return { visitor, contactVisitor };
  const seen = { day: today, contact: contactVisitor || (seenToday && cookie.seen?.contact === true) };
  return { visitor, contactVisitor, cookie: signVisitorCookie(key, cookie.id, cookie.visits, seen) };
}
