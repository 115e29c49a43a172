import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkCredentials, ensureCredentials, getSessionVersion, replaceCredentials } from '@/lib/auth/credentials';
import { generatePassword, hashPassword, verifyPassword } from '@/lib/auth/password';
import { CREDENTIALS_PATH } from '@/lib/auth/paths';
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
