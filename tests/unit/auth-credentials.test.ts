import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkCredentials, ensureCredentials, getSessionVersion, replaceCredentials } from '@/lib/auth/credentials';
import { generatePassword, hashPassword, verifyPassword } from '@/lib/auth/password';
import { CREDENTIALS_PATH } from '@/lib/auth/paths';
import { clearFailures, isLockedOut, recordFailure } from '@/lib/auth/rate-limit';
import { clientKey } from '@/lib/http/client-key';
import { LOGIN_LOCKOUT } from '@/lib/constants';
import { EmbeddedStore } from '@/lib/store/embedded-store';

const dirs: string[] = [];
async function freshStore() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'auth-'));
  dirs.push(dir);
  return new EmbeddedStore(dir);
}
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(a).not.toBe(generatePassword());
  });
});

describe('admin credentials', () => {
  it('takes ADMIN_USERNAME / ADMIN_PASSWORD on first start and stores only a hash', async () => {
    const store = await freshStore();
    const log = jest.fn();
    await ensureCredentials(store, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'secret-password' }, log);
    const stored = await store.get<{ username: string; passwordHash: string }>(CREDENTIALS_PATH);
    expect(stored?.username).toBe('owner');
    expect(JSON.stringify(stored)).not.toContain('secret-password');
    expect(log).not.toHaveBeenCalled();
    expect(await checkCredentials(store, 'owner', 'secret-password')).toBe(true);
    expect(await checkCredentials(store, 'owner', 'wrong')).toBe(false);
    expect(await checkCredentials(store, 'other', 'secret-password')).toBe(false);
  });

  it('without settings generates a password, logs it once with the username, and never replaces it', async () => {
    const store = await freshStore();
    const log = jest.fn();
    await ensureCredentials(store, {}, log);
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0][0] as string;
    const password = /password "([^"]+)"/.exec(line)?.[1];
    expect(line).toContain('username "admin"');
    expect(await checkCredentials(store, 'admin', password!)).toBe(true);

    await ensureCredentials(store, { ADMIN_USERNAME: 'x', ADMIN_PASSWORD: 'y-password' }, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(await checkCredentials(store, 'admin', password!)).toBe(true);
  });

  it('replacing credentials bumps the session version', async () => {
    const store = await freshStore();
    await ensureCredentials(store, { ADMIN_PASSWORD: 'first-password' });
    expect(await getSessionVersion(store)).toBe(0);
    await replaceCredentials(store, 'renamed', 'second-password');
    expect(await getSessionVersion(store)).toBe(1);
    expect(await checkCredentials(store, 'renamed', 'second-password')).toBe(true);
    expect(await checkCredentials(store, 'admin', 'first-password')).toBe(false);
  });
});

describe('login rate limit', () => {
  it(`locks one username for one client after ${LOGIN_LOCKOUT.maxFailures} failures, for 15 minutes`, async () => {
    const store = await freshStore();
    const t0 = 1_000_000;
    for (let i = 1; i < LOGIN_LOCKOUT.maxFailures; i++) await recordFailure(store, 'owner', '1.2.3.4', t0 + i);
    expect(await isLockedOut(store, 'owner', '1.2.3.4', t0 + 10)).toBe(false);
    await recordFailure(store, 'owner', '1.2.3.4', t0 + 10);
    expect(await isLockedOut(store, 'owner', '1.2.3.4', t0 + 11)).toBe(true);
    expect(await isLockedOut(store, 'owner', '5.6.7.8', t0 + 11)).toBe(false);
    expect(await isLockedOut(store, 'other', '1.2.3.4', t0 + 11)).toBe(false);
    expect(await isLockedOut(store, 'owner', '1.2.3.4', t0 + 10 + LOGIN_LOCKOUT.lockMs - 1)).toBe(true);
    expect(await isLockedOut(store, 'owner', '1.2.3.4', t0 + 10 + LOGIN_LOCKOUT.lockMs)).toBe(false);
  });

  it('a lock that has run out starts a fresh count; a success clears the count', async () => {
    const store = await freshStore();
    const t0 = 5_000_000;
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await recordFailure(store, 'owner', 'c', t0 + i);
    const later = t0 + LOGIN_LOCKOUT.lockMs + 100;
    await recordFailure(store, 'owner', 'c', later);
    expect(await isLockedOut(store, 'owner', 'c', later + 1)).toBe(false);
    await clearFailures(store, 'owner', 'c');
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i++) await recordFailure(store, 'owner', 'c', later + 10 + i);
    expect(await isLockedOut(store, 'owner', 'c', later + 20)).toBe(false);
  });

  it('keys clients by the first X-Forwarded-For entry, else X-Real-IP, else one shared key', () => {
    const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });
    expect(clientKey(headers({ 'x-forwarded-for': ' 9.9.9.9 , 10.0.0.1' }))).toBe('9.9.9.9');
    expect(clientKey(headers({ 'x-real-ip': '8.8.8.8' }))).toBe('8.8.8.8');
    expect(clientKey(headers({}))).toBe('unknown-client');
  });
});
