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
  cached ??= new TextEncoder().encode(config.SESSION_SECRET || storedSecret(config.dataDir));
  return cached;
}

function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx' fails if another process created it first; then theirs wins.
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      /* created concurrently */
    }
    return readFileSync(file, 'utf8').trim();
  }
}
