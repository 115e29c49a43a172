import type { AddressInfo } from 'node:net';

/** The credential firebase-admin presents to a database emulator. */
export const EMULATOR_ADMIN_SECRET = 'owner';

interface RawFirebaseServer {
  wss: {
    once(event: 'listening' | 'error', cb: (error?: Error) => void): void;
    address(): AddressInfo | string | null;
  };
  baseRef: { child(path: string): { set(value: unknown): void }; set(value: unknown): void };
  setAuthSecret(secret: string): void;
  setRules(rules: object): void;
  getValue(): Promise<unknown>;
  close(): Promise<void>;
}

export interface TestDatabaseServer {
  port: number;
  host: string;
  /** A databaseURL that points firebase-admin (or the client SDK) at this server. */
  url(namespace?: string): string;
  setRules(rules: object): void;
  /** Writes straight into the server's data, as another client's acknowledged write would land. */
  writeDirect(path: string, value: unknown): void;
  value(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Starts firebase-server (a Realtime Database protocol server) on 127.0.0.1 with a free port.
 * Rules start open; data starts as `data`.
 */
export async function startDatabaseServer(
  data: unknown = null,
  /**
   * The host firebase-server tells clients to reconnect to (it sends its name; clients keep it for
   * every later connection): give a reachable host:port when a client must reconnect.
   */
  name = 'portfolio-test',
): Promise<TestDatabaseServer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const FirebaseServer = require('firebase-server') as new (
    options: object,
    name?: string,
    data?: unknown,
  ) => RawFirebaseServer;
  const server = new FirebaseServer({ port: 0, address: '127.0.0.1' }, name, data);
  await new Promise<void>((resolve, reject) => {
    server.wss.once('listening', () => resolve());
    server.wss.once('error', (error) => reject(error));
  });
  server.setAuthSecret(EMULATOR_ADMIN_SECRET);
  const address = server.wss.address() as AddressInfo;
  const host = '127.0.0.1';
  return {
    port: address.port,
    host,
    url: (namespace = 'portfolio-test') => `http://${host}:${address.port}?ns=${namespace}`,
    setRules: (rules) => server.setRules(rules),
    writeDirect: (path, value) => (path ? server.baseRef.child(path) : server.baseRef).set(value),
    value: () => server.getValue(),
    stop: () => server.close(),
  };
}
