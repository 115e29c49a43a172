import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE_NAME = 'session-secret';

let cached: Uint8Array | undefined;

/**
 * The key that signs session cookies: SESSION_SECRET, or a random one generated once and kept
 * in the data folder so sessions survive restarts of a local install.
 */
export function sessionSecret(config: { SESSION_SECRET?: string; dataDir: string }): Uint8Array {
  if (cached) return cached;
  if (config.SESSION_SECRET) {
    cached = new TextEncoder().encode(config.SESSION_SECRET);
    return cached;
  }
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const fresh = randomBytes(48).toString('base64url');
    try {
      // 'wx' fails if another process created it first; then theirs wins.
      writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
    } catch {
      /* created concurrently */
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
