import 'server-only';
import { env } from '@/lib/env';
import { FileStore } from './file-store';
import type { Store } from './types';

export type { Store, StoreValue, StoreObject, TransactionResult } from './types';
export { StoreError, isStoreError } from './errors';

const globalStore = globalThis as unknown as { __portfolioStore?: Store };

/** The process-wide store chosen by configuration. */
export function getStore(): Store {
  if (!globalStore.__portfolioStore) {
    const config = env();
    if (config.DATA_BACKEND === 'firebase') {
      throw new Error('DATA_BACKEND=firebase is not available in this build yet; unset it to use the file store.');
    }
    globalStore.__portfolioStore = new FileStore(config.dataDir);
  }
  return globalStore.__portfolioStore;
}
