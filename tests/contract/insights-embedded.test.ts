import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { createStore } from '@/lib/store/create';
import { runInsightsContract } from './insights-contract';

jest.setTimeout(60_000);

const dirs = new Map<object, string>();

runInsightsContract('embedded', {
  create: async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'insights-'));
    const store = createStore(parseEnv({ DATA_DIR: dir }));
    dirs.set(store, dir);
    return store;
  },
  dispose: async (store) => {
    await store.close?.();
    await rm(dirs.get(store)!, { recursive: true, force: true });
  },
});
