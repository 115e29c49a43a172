/** A stored, already re-encoded image. */
export interface MediaObject {
  bytes: Buffer;
  contentType: string;
  /** The uploaded file's own name, sanitised (see uploadName); none for a restored object. */
  name?: string;
}

/** What the media library shows of a stored object without reading its bytes' content. */
export interface MediaInfo {
  id: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** When it was stored (ms since the epoch). */
  createdAt: number;
  /** The uploaded file's name; absent on records of earlier releases. */
  name?: string;
  /** SHA-256 (hex) of the stored bytes; absent on records of earlier releases (they never match). */
  sha256?: string;
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
  /** Every stored object, without its bytes. */
  list(): Promise<MediaInfo[]>;
  /**
   * Stores `object` under the id it had on the site a backup came from (so `/media/{id}` in the
   * restored content finds it). An id never changes content: an id already present is kept as it
   * is, and the answer says so. False for an id this store cannot hold.
   */
  restore(id: string, object: MediaObject): Promise<'restored' | 'present' | false>;
}

/** What an upload's id may be: the address segment after /media/. */
export const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
