import { randomBytes } from 'node:crypto';

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A random, meaningless id: 128 bits, base64url. It names a browser, not a person. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}
