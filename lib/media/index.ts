import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { FileMediaStore } from './file-media-store';
import { createFirebaseMediaStore } from './firebase-media';
import type { MediaStore } from './types';

const MEDIA_DIR_NAME = 'media';

const globalMedia = globalThis as unknown as { __portfolioMedia?: MediaStore };

/** The media store matching the data backend. */
export function getMediaStore(): MediaStore {
  if (!globalMedia.__portfolioMedia) {
    const config = env();
    const store = getStore();
    globalMedia.__portfolioMedia =
      store instanceof FirebaseStore
        ? createFirebaseMediaStore(store, config.firebase.admin?.storageBucket)
        : new FileMediaStore(path.join(config.dataDir, MEDIA_DIR_NAME), store);
  }
  return globalMedia.__portfolioMedia;
}
