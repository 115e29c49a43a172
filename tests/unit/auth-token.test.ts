import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SECRET_FILE_NAME, sessionSecret } from '@/lib/auth/secret';
import { looksLikeLiveToken, readSessionToken, signSessionToken } from '@/lib/auth/token';

const key = (text: string) => new TextEncoder().encode(text);

describe('session tokens', () => {
  it('round-trips username and version; refuses another key, tampering and expiry', async () => {
    const secret = key('a'.repeat(40));
    const sid = 'a'.repeat(24);
    const token = await signSessionToken({ username: 'owner', version: 3, sid }, secret);
    expect(await readSessionToken(token, secret)).toEqual({ username: 'owner', version: 3, sid });
    expect(await readSessionToken(token, key('b'.repeat(40)))).toBeNull();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...payload, sub: 'intruder' })).toString('base64url'), s].join(
      '.',
    );
    expect(await readSessionToken(tampered, secret)).toBeNull();
    expect(await readSessionToken('garbage', secret)).toBeNull();
  });

  it('refuses a token of an earlier release, which names no server-side session', async () => {
    const secret = key('d'.repeat(40));
    const { SignJWT } = await import('jose');
    const old = await new SignJWT({ v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('owner')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await readSessionToken(old, secret)).toBeNull();
  });

  it('the optimistic check wants a JWT with a subject and a future expiry', async () => {
    const token = await signSessionToken({ username: 'owner', version: 0, sid: 'c'.repeat(24) }, key('c'.repeat(40)));
    expect(looksLikeLiveToken(token)).toBe(true);
    expect(looksLikeLiveToken(token, Date.now() + 9 * 60 * 60 * 1000)).toBe(false);
    expect(looksLikeLiveToken(undefined)).toBe(false);
    expect(looksLikeLiveToken('abc.def.ghi')).toBe(false);
  });
});

describe('session secret', () => {
  it('is generated once into the data folder when SESSION_SECRET is unset', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'secret-'));
    try {
      jest.isolateModules(() => {
        const { sessionSecret: fresh } = jest.requireActual<typeof import('@/lib/auth/secret')>('@/lib/auth/secret');
        const first = fresh({ dataDir: dir });
        expect(first.length).toBeGreaterThanOrEqual(48);
      });
      const stored = (await readFile(path.join(dir, SECRET_FILE_NAME), 'utf8')).trim();
      jest.isolateModules(() => {
        const { sessionSecret: again } = jest.requireActual<typeof import('@/lib/auth/secret')>('@/lib/auth/secret');
        expect(new TextDecoder().decode(again({ dataDir: dir }))).toBe(stored);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses SESSION_SECRET when set', () => {
    jest.isolateModules(() => {
      const { sessionSecret: fresh } = jest.requireActual<typeof import('@/lib/auth/secret')>('@/lib/auth/secret');
      expect(new TextDecoder().decode(fresh({ SESSION_SECRET: 'x'.repeat(32), dataDir: '/nonexistent' }))).toBe(
        'x'.repeat(32),
      );
    });
    expect(typeof sessionSecret).toBe('function');
  });
});
