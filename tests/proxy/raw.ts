/** HTTP/1.1 on a bare socket: what a misbehaving client sends, and what comes back on the wire. */
import net from 'node:net';

export interface RawAnswer {
  /** 0 when the connection closed before a status line came. */
  status: number;
  headers: Record<string, string>;
  /** Everything after the head, undecoded (chunked framing included). */
  body: string;
  /** How long until the server closed the connection (or `waitMs` ran out). */
  ms: number;
  closedByServer: boolean;
}

export interface RawOptions {
  /** Written after `head`, piece by piece, `everyMs` apart (a slow client); stops once the server closed. */
  pieces?: (string | Buffer)[];
  everyMs?: number;
  /** Give up (and close) after this long. */
  waitMs?: number;
  /** The client's own address, e.g. 127.0.0.2 (any 127.0.0.0/8 address is this host). */
  localAddress?: string;
}

function parse(data: Buffer): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const text = data.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: end < 0 ? '' : text.slice(end + 4) };
}

/** Sends `head` (request line and headers, as given) and then any `pieces`; reads until the server closes. */
export function rawRequest(port: number, head: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { pieces = [], everyMs = 0, waitMs = 10_000, localAddress } = options;
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let closedByServer = false;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      resolve({ ...parse(Buffer.concat(chunks)), ms: Date.now() - started, closedByServer });
    };
    const giveUp = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('error', () => {
      closedByServer = true;
    });
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(head);
      let next = 0;
      const send = () => {
        if (socket.destroyed || closedByServer || next >= pieces.length) return;
        socket.write(pieces[next++]);
        timer = setTimeout(send, everyMs);
      };
      send();
    });
  });
}

/** "GET /path HTTP/1.1" with a Host and Connection: close, plus `headers`, ending the head. */
export function head(method: string, target: string, headers: Record<string, string | number> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
