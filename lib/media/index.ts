import 'server-only';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { createMediaStore } from './create';
import type { MediaStore } from './types';

const globalMedia = globalThis as unknown as { __portfolioMedia?: MediaStore };

/** The media store matching the data backend. */
export function getMediaStore(): MediaStore {
  globalMedia.__portfolioMedia ??= createMediaStore(env(), getStore());
  return globalMedia.__portfolioMedia;
}
