import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import type { FirebaseStore } from '@/lib/store/firebase-store';
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
      // By the backend's own field: the instrumentation hook and the app are compiled separately,
      // so a class check would tell the same store apart from itself.
      store.backend === 'firebase'
        ? createFirebaseMediaStore(store as FirebaseStore, config.firebase.admin?.storageBucket)
        : new FileMediaStore(path.join(config.dataDir, MEDIA_DIR_NAME), store);
  }
  return globalMedia.__portfolioMedia;
}
