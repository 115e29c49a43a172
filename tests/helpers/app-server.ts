import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { serverArgs } from '../../scripts/shared.mjs';

export interface AppServer {
  url: string;
  dataDir: string;
  /** Everything the server has stored now, read through a second handle on its data folder. */
  readData(): Promise<Record<string, unknown>>;
  /** What the server has written to stdout and stderr so far. */
  log(): string;
  /** SIGKILL, as a crash would: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /** Serve this data folder (kept on stop) instead of a fresh temporary one. */
  dataDir?: string;
}

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The whole tree stored in `dataDir` ({} when empty), read through its own store handle. */
export async function readStoreData(dataDir: string): Promise<Record<string, unknown>> {
  const store = new EmbeddedStore(dataDir);
  try {
    return (await store.get<Record<string, unknown>>('')) ?? {};
  } finally {
    await store.close();
  }
}

/**
 * A second server (`next start`, as `npm start`) of the same production build, on its own port and
 * fresh data folder, with extra environment (runtime settings such as EmailJS are read per
 * process, not inlined).
 */
export async function startAppServer(
  extraEnv: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'portfolio-e2e-')));
  const child: ChildProcess = spawn(process.execPath, serverArgs(port), {
    env: { ...process.env, ...extraEnv, DATA_DIR: dataDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
    output += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/login`);
      await res.arrayBuffer(); // read to the end, so that its connection is free again
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`next start did not answer within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    readData: () => readStoreData(dataDir),
    log: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
