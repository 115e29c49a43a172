import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { VISITS } from '@/lib/constants';
import { isVisitorId } from './visitor-id';

/**
 * What the visitor cookie says, once checked:
 * - `signed`: `<id>.<visits>.<mac>`, the browser's own tally, signed by this site;
 * - `legacy`: a bare id from the previous release, whose tally may still be in the store;
 * - `none`: no cookie; `forged`: anything else (bad shape, bad signature, absurd count).
 */
export type VisitorCookie =
  | { kind: 'none' }
  | { kind: 'signed'; id: string; visits: number }
  | { kind: 'legacy'; id: string }
  | { kind: 'forged' };

const SIGNED = /^([A-Za-z0-9_-]{22})\.(0|[1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/;
// Separates this key from every other use of the session secret (session tokens sign with it directly).
const KEY_INFO = 'portfolio visitor cookie v1';

const keys = new WeakMap<Uint8Array, Buffer>();

/** The HMAC key of visitor cookies, derived (HKDF-SHA256) from the session secret. */
export function visitorCookieKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), KEY_INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

function mac(key: Buffer, id: string, visits: number): string {
  return createHmac('sha256', key).update(`${id}.${visits}`).digest('base64url');
}

function isValidVisitCount(visits: number): boolean {
  return Number.isSafeInteger(visits) && visits >= 1 && visits <= VISITS.maxVisitsPerBrowser;
}

/** The cookie value carrying `visits` for the browser `id`. */
export function signVisitorCookie(key: Buffer, id: string, visits: number): string {
  if (!isVisitorId(id) || !isValidVisitCount(visits)) throw new RangeError(`Cannot sign ${visits} visits for "${id}"`);
  return `${id}.${visits}.${mac(key, id, visits)}`;
}

/** Reads a cookie value; nothing in it is believed unless this site signed it. */
export function readVisitorCookie(key: Buffer, value: string | undefined): VisitorCookie {
  if (value === undefined) return { kind: 'none' };
  if (isVisitorId(value)) return { kind: 'legacy', id: value };
  const match = SIGNED.exec(value);
  if (!match) return { kind: 'forged' };
  const [, id, count, signature] = match;
  const visits = Number(count);
  if (!isValidVisitCount(visits)) return { kind: 'forged' };
  const expected = Buffer.from(mac(key, id, visits));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  return { kind: 'signed', id, visits };
}
