import type { Store } from '@/lib/store/types';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { CREDENTIALS_PATH, SESSIONS_PATH, SESSION_VERSION_PATH } from './paths';

export interface StoredCredentials {
  username: string;
  passwordHash: string;
}

const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * Creates the admin credentials on first start: from ADMIN_USERNAME / ADMIN_PASSWORD when set,
 * otherwise a random password that is printed once to the server log. Existing credentials
 * are never replaced here.
 */
export async function ensureCredentials(
  store: Store,
  config: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.log,
): Promise<StoredCredentials> {
  const existing = await store.get<StoredCredentials>(CREDENTIALS_PATH);
  if (existing?.username && existing.passwordHash) return existing;

  const username = config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  const generated = config.ADMIN_PASSWORD ? null : generatePassword();
  const candidate: StoredCredentials = {
    username,
    passwordHash: await hashPassword(config.ADMIN_PASSWORD ?? (generated as string)),
  };
  const result = await store.transaction<StoredCredentials>(CREDENTIALS_PATH, (current) =>
    current?.username && current.passwordHash ? undefined : candidate,
  );
  if (result.committed && generated) {
    log(
      `[admin] First start: sign in at /login with username "${username}" and password "${generated}". This is shown only once; change it at /update/login-details.`,
    );
  }
  return result.value as StoredCredentials;
}

export async function checkCredentials(store: Store, username: string, password: string): Promise<boolean> {
  const stored = await store.get<StoredCredentials>(CREDENTIALS_PATH);
  if (!stored) return false;
  // Always run scrypt so a wrong username takes as long as a wrong password.
  const passwordOk = await verifyPassword(password, stored.passwordHash);
  return passwordOk && username === stored.username;
}

export async function getSessionVersion(store: Store): Promise<number> {
  return (await store.get<number>(SESSION_VERSION_PATH)) ?? 0;
}

/** Replaces the credentials and bumps the session version, which ends every existing session. */
export async function replaceCredentials(store: Store, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await store.set(CREDENTIALS_PATH, { username, passwordHash });
  await store.transaction<number>(SESSION_VERSION_PATH, (current) => (current ?? 0) + 1);
}

/**
 * Sets a new password from the host (npm run admin:reset-password), for an owner who lost it:
 * the username stays (or is "admin" when none was ever stored), and every session ends, on the
 * server too. Returns the username to sign in with.
 */
export async function resetPassword(store: Store, password: string): Promise<string> {
  const stored = await store.get<StoredCredentials>(CREDENTIALS_PATH);
  const username = stored?.username || DEFAULT_ADMIN_USERNAME;
  await replaceCredentials(store, username, password);
  await store.remove(SESSIONS_PATH);
  return username;
}
