import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { SESSION } from '@/lib/constants';

export interface SessionClaims {
  username: string;
  version: number;
}

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ v: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.username)
    .setIssuedAt()
    .setExpirationTime(`${SESSION.lifetimeSeconds}s`)
    .sign(secret);
}

export async function readSessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.v !== 'number') return null;
    return { username: payload.sub, version: payload.v };
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
