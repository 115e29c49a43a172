// What every content command shares: the server's store settings (DATA_BACKEND, DATA_DIR, Firebase
// credentials), the store closed whatever happens, and the exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CREDENTIALS_PATH } from '@/lib/auth/paths';
import { ADMIN_COMMANDS } from '@/lib/auth/words';
import { parseEnv } from '@/lib/env';
import { createMediaStore } from '@/lib/media/create';
import type { MediaStore } from '@/lib/media/types';
import { createStore } from '@/lib/store/create';
import { STORE_DIR_NAME } from '@/lib/store/embedded-store';
import type { Store } from '@/lib/store/types';

/**
 * Opens the store the server would use, runs the command on it and closes it. With `account`, the
 * embedded store must hold the admin account (a command about the account run without the
 * server's DATA_DIR would otherwise act on an empty folder and say it succeeded): else it says
 * which folder it looked in and changes nothing.
 */
export async function withStore(
  run: (store: Store, media: MediaStore) => Promise<number>,
  { account = false } = {},
): Promise<number> {
  const config = parseEnv(process.env);
  const embedded = config.DATA_BACKEND !== 'firebase';
  const folder = path.resolve(config.dataDir);
  if (account && embedded && !existsSync(path.join(folder, STORE_DIR_NAME))) {
    console.error(ADMIN_COMMANDS.noAccount(folder));
    return 2;
  }
  const store = createStore(config);
  try {
    if (account && embedded && !(await store.get(CREDENTIALS_PATH))) {
      console.error(ADMIN_COMMANDS.noAccount(folder));
      return 2;
    }
    return await run(store, createMediaStore(config, store));
  } finally {
    await store.close?.();
  }
}

/** Runs a command's main and exits with its code; an unexpected error prints "<failure>: message". */
export function runCommand(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`${failure}: ${error.message}`);
      process.exit(1);
    },
  );
}
