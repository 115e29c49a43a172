import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { derivedKey } from '@/lib/http/throttle';
import { VISITS } from '@/lib/stats/visits-words';

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A random, meaningless id: 128 bits, base64url. It names a browser, not a person. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * The UTC day the insights last counted this browser as a visitor, and whether it was counted
 * as a visitor of /contact that day: all the insights need to count unique visitors per day.
 */
export interface SeenDay {
  /** YYYY-MM-DD */
  day: string;
  contact: boolean;
}

/**
 * What the visitor cookie says, once checked:
 * - `signed`: `<id>.<visits>.<mac>` or `<id>.<visits>.<seen>.<mac>`, the browser's own tally (and
 *   the day it was last counted by the insights, `YYYYMMDD` with a trailing `c` for /contact),
 *   signed by this site;
 * - `legacy`: a bare id from the previous release, whose tally may still be in the store;
 * - `none`: no cookie; `forged`: anything else (bad shape, bad signature, absurd count).
 */
export type VisitorCookie =
  | { kind: 'none' }
  | { kind: 'signed'; id: string; visits: number; seen?: SeenDay }
  | { kind: 'legacy'; id: string }
  | { kind: 'forged' };

const SIGNED = /^([A-Za-z0-9_-]{22})\.(0|[1-9][0-9]{0,15})(?:\.([0-9]{8}c?))?\.([A-Za-z0-9_-]{43})$/;
// Separates this key from every other use of the session secret (session tokens sign with it directly).
const KEY_INFO = 'portfolio visitor cookie v1';

/** The HMAC key of visitor cookies, derived (HKDF-SHA256) from the session secret. */
export const visitorCookieKey = (secret: Uint8Array): Buffer => derivedKey(secret, KEY_INFO);

/** A cookie's signature: the HMAC of everything before it in the value. */
const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

function encodeSeen(seen: SeenDay): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(seen.day)) throw new RangeError(`Not a day: "${seen.day}"`);
  return `${seen.day.replace(/-/g, '')}${seen.contact ? 'c' : ''}`;
}

function decodeSeen(text: string): SeenDay {
  return { day: `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`, contact: text.endsWith('c') };
}

function isValidVisitCount(visits: number): boolean {
  return Number.isSafeInteger(visits) && visits >= 1 && visits <= VISITS.maxVisitsPerBrowser;
}

/** The cookie value carrying `visits` (and the day last counted, if any) for the browser `id`. */
export function signVisitorCookie(key: Buffer, id: string, visits: number, seen?: SeenDay): string {
  if (!isVisitorId(id) || !isValidVisitCount(visits)) throw new RangeError(`Cannot sign ${visits} visits for "${id}"`);
  const signed = seen === undefined ? `${id}.${visits}` : `${id}.${visits}.${encodeSeen(seen)}`;
  return `${signed}.${mac(key, signed)}`;
}

/** Reads a cookie value; nothing in it is believed unless this site signed it. */
export function readVisitorCookie(key: Buffer, value: string | undefined): VisitorCookie {
  if (value === undefined) return { kind: 'none' };
  if (isVisitorId(value)) return { kind: 'legacy', id: value };
  const match = SIGNED.exec(value);
  if (!match) return { kind: 'forged' };
  const [, id, count, stamp, signature] = match;
  const visits = Number(count);
  if (!isValidVisitCount(visits)) return { kind: 'forged' };
  const expected = Buffer.from(mac(key, match[0].slice(0, -signature.length - 1)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  return stamp === undefined ? { kind: 'signed', id, visits } : { kind: 'signed', id, visits, seen: decodeSeen(stamp) };
}

/** Sets the visitor cookie on `response`: the site's only, kept 400 days, Secure when served over https. */
export function setVisitorCookie(response: NextResponse, request: NextRequest, value: string): void {
  response.cookies.set(VISITS.cookieName, value, {
    maxAge: VISITS.cookieMaxAgeSeconds,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
  });
}
