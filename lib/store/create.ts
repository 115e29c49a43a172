import type { Env } from '@/lib/env';
import { FileStore } from './file-store';
import type { Store } from './types';

/**
 * Builds the store the configuration asks for. No `server-only` here, so command-line tools
 * (content import/export) share it; the app goes through getStore() in ./index.
 */
export function createStore(config: Env): Store {
  if (config.DATA_BACKEND === 'firebase') {
    throw new Error('DATA_BACKEND=firebase: the Firebase backend is not part of this build; unset DATA_BACKEND to use the file store.');
  }
  return new FileStore(config.dataDir);
}
