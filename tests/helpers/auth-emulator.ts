import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMULATOR_ADMIN_SECRET } from './firebase-server';

export interface EmulatedUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
  password?: string;
}

const seg = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/**
 * A stand-in for the Firebase Auth emulator on 127.0.0.1 with the endpoints the SDKs call:
 * accounts:signUp and accounts:signInWithPassword (web SDK) and accounts:lookup (both).
 * Its ID tokens are signed with firebase-server's secret, so the database accepts them and
 * reads their uid for the security rules.
 */
export async function startAuthEmulator(
  users: EmulatedUser[] = [],
  projectId = 'portfolio-test',
  /** 'database': HS256 tokens firebase-server accepts; 'admin': unsigned tokens as the real emulator issues, which firebase-admin accepts. */
  tokensFor: 'database' | 'admin' = 'database',
) {
  const byId = new Map(users.map((u) => [u.localId, { ...u }]));
  const byEmail = () => new Map([...byId.values()].filter((u) => u.email).map((u) => [u.email!.toLowerCase(), u]));

  const idToken = (user: EmulatedUser) => {
    const now = Math.floor(Date.now() / 1000);
    const body = `${seg({ alg: tokensFor === 'admin' ? 'none' : 'HS256', typ: 'JWT' })}.${seg({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      sub: user.localId,
      user_id: user.localId,
      email: user.email,
      email_verified: user.emailVerified ?? false,
      firebase: { sign_in_provider: 'password', identities: { email: [user.email] } },
    })}`;
    return tokensFor === 'admin'
      ? `${body}.`
      : `${body}.${createHmac('sha256', EMULATOR_ADMIN_SECRET).update(body).digest('base64url')}`;
  };
  const tokenResponse = (user: EmulatedUser) => ({
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: user.localId,
    email: user.email,
    idToken: idToken(user),
    refreshToken: `refresh-${user.localId}`,
    expiresIn: '3600',
    registered: true,
  });
  const record = (u: EmulatedUser) => ({
    localId: u.localId,
    email: u.email,
    emailVerified: u.emailVerified ?? false,
    disabled: u.disabled ?? false,
    providerUserInfo: u.email ? [{ providerId: 'password', email: u.email, rawId: u.email, federatedId: u.email }] : [],
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
  });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const fail = (message: string) => {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } }));
      };
      res.setHeader('content-type', 'application/json');
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
        res.setHeader('access-control-allow-headers', String(req.headers['access-control-request-headers'] ?? '*'));
        res.statusCode = 204;
        return res.end();
      }
      const input = JSON.parse(body || '{}');
      const url = req.url ?? '';
      if (url.includes('/accounts:signUp')) {
        if (byEmail().has(String(input.email).toLowerCase())) return fail('EMAIL_EXISTS');
        if (String(input.password ?? '').length < 6)
          return fail('WEAK_PASSWORD : Password should be at least 6 characters');
        const user = {
          localId: randomUUID().replace(/-/g, '').slice(0, 28),
          email: input.email,
          password: input.password,
        };
        byId.set(user.localId, user);
        return res.end(JSON.stringify(tokenResponse(user)));
      }
      if (url.includes('/accounts:signInWithPassword')) {
        const user = byEmail().get(String(input.email).toLowerCase());
        if (!user || user.password !== input.password) return fail('INVALID_LOGIN_CREDENTIALS');
        if (user.disabled) return fail('USER_DISABLED');
        return res.end(JSON.stringify(tokenResponse(user)));
      }
      if (url.includes('/accounts:lookup')) {
        let ids: string[] = input.localId ?? [];
        if (input.idToken)
          ids = [JSON.parse(Buffer.from(String(input.idToken).split('.')[1], 'base64url').toString()).sub];
        const found = ids.map((id) => byId.get(id)).filter((u): u is EmulatedUser => Boolean(u));
        if (found.length === 0) return fail('USER_NOT_FOUND');
        return res.end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users: found.map(record) }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { code: 404, message: 'NOT_FOUND' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    users: byId,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An unsigned (alg "none") ID token as the Auth emulator issues them. */
export function emulatorIdToken(
  projectId: string,
  claims: Record<string, unknown>,
  now = Math.floor(Date.now() / 1000),
) {
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...claims,
  };
  return `${seg({ alg: 'none', typ: 'JWT' })}.${seg(payload)}.`;
}
