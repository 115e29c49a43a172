import type { Env } from '@/lib/env';
import type { FirebaseStore } from '@/lib/store/firebase-store';
import type { Store } from '@/lib/store/types';
import { FileMediaStore, mediaDir } from './file-media-store';
import { BucketMediaStore, DatabaseMediaStore } from './firebase-media';
import type { MediaStore } from './types';

/** The media store beside `store`, as the server sets it up (the content commands use it too). */
export function createMediaStore(config: Env, store: Store): MediaStore {
  // By the backend's own field: the instrumentation hook and the app are compiled separately,
  // so a class check would tell the same store apart from itself.
  if (store.backend !== 'firebase') return new FileMediaStore(mediaDir(config), store);
  // Cloud Storage when a bucket is configured, else the database.
  return config.firebase.admin?.storageBucket
    ? new BucketMediaStore((store as FirebaseStore).db.app)
    : new DatabaseMediaStore(store);
}
