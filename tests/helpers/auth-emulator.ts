import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatedUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
}

/**
 * The one Auth emulator endpoint firebase-admin calls while verifying an ID token in emulator
 * mode (accounts:lookup, to check the account is not disabled or revoked), on 127.0.0.1.
 */
export async function startAuthEmulator(users: EmulatedUser[]) {
  const byId = new Map(users.map((u) => [u.localId, u]));
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !req.url?.includes('/accounts:lookup')) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 404, message: 'NOT_FOUND' } }));
        return;
      }
      const ids: string[] = JSON.parse(body || '{}').localId ?? [];
      const found = ids.map((id) => byId.get(id)).filter(Boolean);
      if (found.length === 0) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { code: 400, message: 'USER_NOT_FOUND' } }));
        return;
      }
      res.end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users: found }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned (alg "none") ID token as the Auth emulator issues them. */
export function emulatorIdToken(projectId: string, claims: Record<string, unknown>, now = Math.floor(Date.now() / 1000)) {
  const seg = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
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
