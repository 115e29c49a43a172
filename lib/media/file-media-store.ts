import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { MEDIA_PATH } from '@/lib/store/paths';
import { pushId } from '@/lib/store/push-id';
import type { Store } from '@/lib/store/types';
import { MEDIA_ID, type MediaInfo, type MediaObject, type MediaStore } from './types';
import { recordExtras } from './upload-name';

interface MediaRecord {
  contentType: string;
  size: number;
  createdAt: number;
  name?: string;
  sha256?: string;
}

/** The folder of the `file` backend's media files, in the data folder. */
export const mediaDir = (config: { dataDir: string }) => path.join(config.dataDir, 'media');

/** What a store keeps of `object` beside its bytes (in the database under media/{id}). */
export const mediaRecord = (object: MediaObject): MediaRecord => ({
  contentType: object.contentType,
  size: object.bytes.length,
  createdAt: Date.now(),
  ...recordExtras(object),
});

/** Every record under media/{id} in `store`, as the library lists them. */
export async function listRecords(store: Store): Promise<MediaInfo[]> {
  const records = (await store.get<Record<string, Partial<MediaRecord>>>(MEDIA_PATH)) ?? {};
  return Object.entries(records).map(([id, record]) => info(id, record));
}

/**
 * put and restore, alike in every backend: a new object gets a push id; a restored one keeps the
 * id it had (when this store can hold it), unless an object is present under that id already.
 */
export abstract class BaseMediaStore implements MediaStore {
  /** The ids this store can hold. */
  protected readonly validId: RegExp = MEDIA_ID;
  protected abstract write(id: string, object: MediaObject): Promise<void>;
  /** get and remove of an id this store can hold (any other is never present). */
  protected abstract read(id: string): Promise<MediaObject | null>;
  protected abstract delete(id: string): Promise<void>;
  abstract list(): Promise<MediaInfo[]>;

  /** Throws for an object this store refuses to hold (without it, every object is held). */
  protected check?(object: MediaObject): void;

  async get(id: string): Promise<MediaObject | null> {
    return this.validId.test(id) ? this.read(id) : null;
  }

  async remove(id: string): Promise<void> {
    if (this.validId.test(id)) await this.delete(id);
  }

  protected async has(id: string): Promise<boolean> {
    return (await this.get(id)) !== null;
  }

  async put(object: MediaObject): Promise<{ id: string; url: string }> {
    this.check?.(object);
    const id = pushId();
    await this.write(id, object);
    return { id, url: `/${MEDIA_PATH}/${id}` };
  }

  async restore(id: string, object: MediaObject): Promise<'restored' | 'present' | false> {
    if (!this.validId.test(id)) return false;
    this.check?.(object);
    if (await this.has(id)) return 'present';
    await this.write(id, object);
    return 'restored';
  }
}

/** Blobs as files in `dir` (never inside the database); their metadata in the store under media/{id}. */
export class FileMediaStore extends BaseMediaStore {
  constructor(
    private readonly dir: string,
    private readonly store: Store,
  ) {
    super();
  }

  protected async write(id: string, object: MediaObject): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(path.join(this.dir, id), object.bytes);
    await this.store.set(`${MEDIA_PATH}/${id}`, mediaRecord(object));
  }

  list(): Promise<MediaInfo[]> {
    return listRecords(this.store);
  }

  protected async read(id: string): Promise<MediaObject | null> {
    const record = await this.store.get<MediaRecord>(`${MEDIA_PATH}/${id}`);
    if (!record) return null;
    try {
      return { bytes: await readFile(path.join(this.dir, id)), contentType: record.contentType };
    } catch {
      return null;
    }
  }

  protected async delete(id: string): Promise<void> {
    await this.store.remove(`${MEDIA_PATH}/${id}`);
    await rm(path.join(this.dir, id), { force: true });
  }
}

/** A stored record as the library lists it; a field an older release did not write reads as 0 or unknown (or is absent). */
export function info(id: string, record: Partial<MediaRecord> | null | undefined): MediaInfo {
  return {
    id,
    contentType: typeof record?.contentType === 'string' ? record.contentType : 'application/octet-stream',
    size: typeof record?.size === 'number' ? record.size : 0,
    createdAt: typeof record?.createdAt === 'number' ? record.createdAt : 0,
    ...(typeof record?.name === 'string' && record.name ? { name: record.name } : {}),
    ...(typeof record?.sha256 === 'string' && /^[0-9a-f]{64}$/.test(record.sha256) ? { sha256: record.sha256 } : {}),
  };
}
