import 'server-only';
import { env } from '@/lib/env';
import { createStore } from './create';
import type { Store } from './types';

const globalStore = globalThis as unknown as { __portfolioStore?: Store };

/** The process-wide store chosen by configuration. */
export function getStore(): Store {
  globalStore.__portfolioStore ??= createStore(env());
  return globalStore.__portfolioStore;
}
