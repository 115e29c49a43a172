import { createHash } from 'node:crypto';
import http from 'node:http';
import { CRC32C } from '@google-cloud/storage';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  timeCreated: string;
}

/**
 * A stand-in for the Cloud Storage JSON API on 127.0.0.1 with the calls firebase-admin's
 * bucket files make: multipart upload, metadata, media download, delete, and listing by prefix.
 */
export async function startStorageEmulator() {
  const objects = new Map<string, StoredObject>();
  const resource = (bucket: string, name: string, o: StoredObject) => ({
    kind: 'storage#object',
    id: `${bucket}/${name}`,
    name,
    bucket,
    contentType: o.contentType,
    size: String(o.bytes.length),
    md5Hash: createHash('md5').update(o.bytes).digest('base64'),
    crc32c: crc32c(o.bytes),
    timeCreated: o.timeCreated,
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const notFound = () =>
        json(404, { error: { code: 404, message: 'No such object', errors: [{ reason: 'notFound' }] } });

      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (upload && req.method === 'POST') {
        const boundary = /boundary="?([^";]+)"?/.exec(req.headers['content-type'] ?? '')?.[1];
        if (!boundary) return json(400, { error: { code: 400, message: 'multipart expected' } });
        const parts = splitMultipart(body, boundary);
        const meta = JSON.parse(parts[0].body.toString('utf8'));
        const name = url.searchParams.get('name') ?? meta.name;
        const object = {
          bytes: parts[1].body,
          contentType: meta.contentType ?? parts[1].contentType ?? 'application/octet-stream',
          timeCreated: new Date().toISOString(),
        };
        objects.set(`${upload[1]}/${name}`, object);
        return json(200, resource(upload[1], name, object));
      }
      const list = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o$/.exec(url.pathname);
      if (list && req.method === 'GET') {
        const prefix = `${list[1]}/${url.searchParams.get('prefix') ?? ''}`;
        const items = [...objects]
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, object]) => resource(list[1], key.slice(list[1].length + 1), object));
        return json(200, { kind: 'storage#objects', items });
      }
      const item = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (item) {
        const [bucket, name] = [item[1], decodeURIComponent(item[2])];
        const object = objects.get(`${bucket}/${name}`);
        if (req.method === 'DELETE') {
          if (!object) return notFound();
          objects.delete(`${bucket}/${name}`);
          res.writeHead(204);
          return res.end();
        }
        if (!object) return notFound();
        if (url.searchParams.get('alt') === 'media') {
          res.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.bytes.length,
            'x-goog-hash': `crc32c=${crc32c(object.bytes)},md5=${createHash('md5').update(object.bytes).digest('base64')}`,
          });
          return res.end(object.bytes);
        }
        return json(200, resource(bucket, name, object));
      }
      json(404, { error: { code: 404, message: `Unhandled ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    objects,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function crc32c(bytes: Buffer): string {
  const sum = new CRC32C();
  sum.update(bytes);
  return sum.toString();
}

function splitMultipart(body: Buffer, boundary: string): { contentType?: string; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType?: string; body: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      let content = part.subarray(headerEnd + 4);
      if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
      parts.push({ contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1], body: content });
    }
    start = next;
  }
  return parts;
}
