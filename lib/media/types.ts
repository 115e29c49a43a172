/** A stored, already re-encoded image. */
export interface MediaObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live: files in DATA_DIR/media for the `file` backend, the
 * Realtime Database (or Cloud Storage) for `firebase`. Ids are store-safe keys; the public URL
 * of an object is `/media/{id}`.
 */
export interface MediaStore {
  put(object: MediaObject): Promise<{ id: string; url: string }>;
  get(id: string): Promise<MediaObject | null>;
  remove(id: string): Promise<void>;
}
