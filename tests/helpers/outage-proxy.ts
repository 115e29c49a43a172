import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a server, that can go silent: during an outage every open
 * connection is cut and new ones are accepted but never answered (the way an unreachable database
 * looks to a client: no refusal, only silence until its own time limit).
 */
export interface OutageProxy {
  port: number;
  host: string;
  /** Where to relay to (set once the server behind is up). */
  relayTo(server: { host: string; port: number }): void;
  setOutage(on: boolean): void;
  stop(): Promise<void>;
}

export async function startOutageProxy(): Promise<OutageProxy> {
  let outage = false;
  let target: { host: string; port: number } | undefined;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (outage || !target) return; // held open, never answered
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    host: '127.0.0.1',
    relayTo(server) {
      target = server;
    },
    setOutage(on) {
      outage = on;
      // Going down cuts every connection; coming back resets the ones held silent, as a network
      // that returns does, so that clients connect afresh.
      for (const socket of open) socket.destroy();
    },
    async stop() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
