import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { SESSION } from '@/lib/auth/words';

export interface SessionClaims {
  username: string;
  version: number;
  /** The server-side session record this token belongs to (admin/sessions/<sid>); revoked on logout. */
  sid: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ v: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.username)
    .setJti(claims.sid)
    .setIssuedAt()
    .setExpirationTime(`${SESSION.lifetimeSeconds}s`)
    .sign(secret);
}

export async function readSessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.v !== 'number') return null;
    // Tokens of earlier releases name no server-side session: they cannot be revoked, so they end.
    if (typeof payload.jti !== 'string' || !SESSION_ID.test(payload.jti)) return null;
    return { username: payload.sub, version: payload.v, sid: payload.jti };
  } catch {
    return null;
  }
}

/** Shape and expiry only, without the key: good enough for the proxy's optimistic redirect. */
export function looksLikeLiveToken(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp, sub } = decodeJwt(token);
    return typeof sub === 'string' && typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}
