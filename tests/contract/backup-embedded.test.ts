import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { FileMediaStore } from '@/lib/media/file-media-store';
import { createStore } from '@/lib/store/create';
import { runBackupContract } from './backup-contract';

jest.setTimeout(60_000);

const dirs = new Map<object, string>();

runBackupContract('embedded', {
  create: async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
    const store = createStore(parseEnv({ DATA_DIR: dir }));
    dirs.set(store, dir);
    return { store, media: new FileMediaStore(path.join(dir, 'media'), store) };
  },
  dispose: async (store) => {
    await store.close?.();
    await rm(dirs.get(store)!, { recursive: true, force: true });
  },
});
