import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { MEDIA_PATH } from '@/lib/store/paths';
import { pushId } from '@/lib/store/push-id';
import type { Store } from '@/lib/store/types';
import { MEDIA_ID, type MediaInfo, type MediaObject, type MediaStore } from './types';
import { recordExtras } from './upload-name';

export interface MediaRecord {
  contentType: string;
  size: number;
  createdAt: number;
  name?: string;
  sha256?: string;
}

/** The folder of the `file` backend's media files, in the data folder. */
export const mediaDir = (config: { dataDir: string }) => path.join(config.dataDir, 'media');

function mediaUrl(id: string): string {
  return `/media/${id}`;
}

/** Blobs as files in `dir` (never inside the database); their metadata in the store under media/{id}. */
export class FileMediaStore implements MediaStore {
  constructor(
    private readonly dir: string,
    private readonly store: Store,
  ) {}

  async put(object: MediaObject): Promise<{ id: string; url: string }> {
    const id = pushId();
    await this.write(id, object);
    return { id, url: mediaUrl(id) };
  }

  private async write(id: string, object: MediaObject): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(path.join(this.dir, id), object.bytes);
    const record: MediaRecord = {
      contentType: object.contentType,
      size: object.bytes.length,
      createdAt: Date.now(),
      ...recordExtras(object),
    };
    await this.store.set(`${MEDIA_PATH}/${id}`, record);
  }

  async list(): Promise<MediaInfo[]> {
    const records = (await this.store.get<Record<string, Partial<MediaRecord>>>(MEDIA_PATH)) ?? {};
    return Object.entries(records).map(([id, record]) => info(id, record));
  }

  async restore(id: string, object: MediaObject): Promise<'restored' | 'present' | false> {
    if (!MEDIA_ID.test(id)) return false;
    if (await this.get(id)) return 'present';
    await this.write(id, object);
    return 'restored';
  }

  async get(id: string): Promise<MediaObject | null> {
    if (!MEDIA_ID.test(id)) return null;
    const record = await this.store.get<MediaRecord>(`${MEDIA_PATH}/${id}`);
    if (!record) return null;
    try {
      return { bytes: await readFile(path.join(this.dir, id)), contentType: record.contentType };
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    if (!MEDIA_ID.test(id)) return;
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
