// What every content command shares: the server's store settings (DATA_BACKEND, DATA_DIR, Firebase
// credentials), the store closed whatever happens, and the exit code.
import { parseEnv } from '@/lib/env';
import { createMediaStore } from '@/lib/media/create';
import type { MediaStore } from '@/lib/media/types';
import { createStore } from '@/lib/store/create';
import type { Store } from '@/lib/store/types';

/** Opens the store the server would use, runs the command on it and closes it. */
export async function withStore(run: (store: Store, media: MediaStore) => Promise<number>): Promise<number> {
  const config = parseEnv(process.env);
  const store = createStore(config);
  try {
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
