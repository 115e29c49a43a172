import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { FileMediaStore } from './file-media-store';
import type { MediaStore } from './types';

export const MEDIA_DIR_NAME = 'media';

const globalMedia = globalThis as unknown as { __portfolioMedia?: MediaStore };

/** The media store matching the data backend. */
export function getMediaStore(): MediaStore {
  if (!globalMedia.__portfolioMedia) {
    const config = env();
    globalMedia.__portfolioMedia = new FileMediaStore(path.join(config.dataDir, MEDIA_DIR_NAME), getStore());
  }
  return globalMedia.__portfolioMedia;
}
