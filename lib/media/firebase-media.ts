import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { MEDIA_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { BaseMediaStore, info, listRecords, mediaRecord } from './file-media-store';
import type { MediaInfo, MediaObject } from './types';
import { recordExtras } from './upload-name';

/** Base64 characters per stored chunk: well inside the database's 10,485,760-byte string limit. */
export const MEDIA_CHUNK_CHARS = 4 * 1024 * 1024;
const ID = /^[-0-9A-Za-z_]{20}$/;
// Images, and the owner's own résumé PDFs.
const CONTENT_TYPE = /^(?:image\/[a-z0-9.+-]{1,64}|application\/pdf)$/;

interface StoredMedia {
  contentType: string;
  size: number;
  chunks: Record<string, string>;
}

const chunkKey = (i: number) => `c${String(i).padStart(4, '0')}`;

/** put and restore of the Firebase backend: push ids only, and only non-empty images and PDFs. */
abstract class FirebaseMediaStore extends BaseMediaStore {
  protected readonly validId = ID;

  protected check(object: MediaObject) {
    if (!Buffer.isBuffer(object.bytes) || object.bytes.length === 0)
      throw new Error('Media bytes must be a non-empty Buffer');
    if (!CONTENT_TYPE.test(object.contentType))
      throw new Error(`Media content type "${object.contentType}" is not an image type or application/pdf`);
  }
}

/**
 * Images kept in the Realtime Database under media/{id}: the bytes as base64 split into
 * chunks below the 10,485,760-byte string limit, written in one multi-path update so an
 * image is stored whole or not at all. Clients cannot read the node (database.rules.json);
 * visitors get images through /media/{id}.
 */
export class DatabaseMediaStore extends FirebaseMediaStore {
  constructor(private readonly store: Store) {
    super();
  }

  protected async write(id: string, object: MediaObject): Promise<void> {
    const base64 = object.bytes.toString('base64');
    const chunks: Record<string, string> = {};
    for (let i = 0; i * MEDIA_CHUNK_CHARS < base64.length; i++) {
      chunks[chunkKey(i)] = base64.slice(i * MEDIA_CHUNK_CHARS, (i + 1) * MEDIA_CHUNK_CHARS);
    }
    await this.store.set(`${MEDIA_PATH}/${id}`, { ...mediaRecord(object), chunks });
  }

  /**
   * Reads the whole media node (the database has no shallow read through the Admin SDK): only when
   * the owner opens the media library, exports a backup, or the daily clean-up runs.
   */
  list(): Promise<MediaInfo[]> {
    return listRecords(this.store);
  }

  protected async read(id: string): Promise<MediaObject | null> {
    const record = await this.store.get<StoredMedia>(`${MEDIA_PATH}/${id}`);
    if (!record || typeof record.contentType !== 'string' || !record.chunks) return null;
    const base64 = Object.keys(record.chunks)
      .sort()
      .map((k) => record.chunks[k])
      .join('');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length !== record.size) return null;
    return { bytes, contentType: record.contentType };
  }

  protected async delete(id: string): Promise<void> {
    await this.store.remove(`${MEDIA_PATH}/${id}`);
  }
}

/** Images in the project's Cloud Storage bucket (FIREBASE_STORAGE_BUCKET), under media/. */
export class BucketMediaStore extends FirebaseMediaStore {
  constructor(private readonly app: App) {
    super();
  }

  private file(id: string) {
    return getStorage(this.app).bucket().file(`${MEDIA_PATH}/${id}`);
  }

  protected async write(id: string, object: MediaObject): Promise<void> {
    await this.file(id).save(object.bytes, {
      contentType: object.contentType,
      resumable: false,
      // The file name and hash as custom metadata (read back by list).
      metadata: { cacheControl: 'private, max-age=0', metadata: recordExtras(object) },
    });
  }

  protected async has(id: string): Promise<boolean> {
    const [exists] = await this.file(id).exists();
    return exists;
  }

  async list(): Promise<MediaInfo[]> {
    const [files] = await getStorage(this.app)
      .bucket()
      .getFiles({ prefix: `${MEDIA_PATH}/` });
    return files.flatMap((file) => {
      const id = file.name.slice(MEDIA_PATH.length + 1);
      if (!ID.test(id)) return [];
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      return [
        info(id, {
          contentType: file.metadata.contentType,
          size: Number(file.metadata.size ?? 0),
          createdAt: Number.isFinite(created) ? created : 0,
          name: file.metadata.metadata?.name as string | undefined,
          sha256: file.metadata.metadata?.sha256 as string | undefined,
        }),
      ];
    });
  }

  protected async read(id: string): Promise<MediaObject | null> {
    const file = this.file(id);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: String(metadata.contentType ?? 'application/octet-stream') };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }

  protected async delete(id: string): Promise<void> {
    await this.file(id).delete({ ignoreNotFound: true });
  }
}
