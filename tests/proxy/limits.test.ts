/**
 * What deploy/Caddyfile does for `next start` that server.mjs used to: body limits, timeouts
 * against slow clients, refusing malformed request targets; and that what goes through keeps the
 * app's security headers and comes back compressed.
 */
import zlib from 'node:zlib';
import { rawGet } from '../helpers/raw-get';
import { head, rawRequest } from './raw';
import { READ_BODY_TIMEOUT_MS, READ_HEADER_TIMEOUT_MS, startStack, type Stack } from './stack';

jest.setTimeout(120_000);

const MiB = 1024 * 1024;
/** Caddy's own refusal (deploy/Caddyfile); the app words its 413s otherwise. */
const CADDY_TOO_LARGE = 'Request body too large.';

let stack: Stack;
let port: number;
beforeAll(async () => {
  stack = await startStack();
  port = Number(new URL(stack.url).port);
});
afterAll(() => stack?.stop());

/** The server still answers (through Caddy, and Next.js behind it). */
async function stillServing() {
  expect((await fetch(`${stack.url}/login`)).status).toBe(200);
}

describe('request bodies', () => {
  it('a page POST announcing more than 1 MiB is refused with 413 by Caddy before its body is sent', async () => {
    const answer = await rawRequest(
      port,
      head('POST', '/', {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Next-Action': '0'.repeat(42),
        'Content-Length': 2 * MiB,
      }),
      { waitMs: 5000 },
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(CADDY_TOO_LARGE); // not proxy.ts's "larger than 1 MB" answer
    expect(answer.closedByServer).toBe(true);
    expect(answer.ms).toBeLessThan(3000); // no body was sent: the answer did not wait for one
    await stillServing();
  });

  it('an upload past /api/admin/media’s limit is refused by Caddy (even signed in); one just under it reaches the app', async () => {
    const cookie = await stack.signIn();
    const multipart = { cookie, origin: stack.url, 'Content-Type': 'multipart/form-data; boundary=b' };
    const over = await rawRequest(port, head('POST', '/api/admin/media', { ...multipart, 'Content-Length': 5 * MiB }), {
      pieces: [Buffer.alloc(64 * 1024)],
      waitMs: 5000,
    });
    expect(over.status).toBe(413);
    expect(over.body).toContain(CADDY_TOO_LARGE);

    // 4 MiB + 1 KiB: within Caddy's 4 MiB + 64 KiB, so the app reads it and answers itself
    // (its JSON, not Caddy's text): Caddy's limit is never below the app's.
    const file = Buffer.alloc(4 * MiB + 1024, 0x41);
    const body = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const under = await fetch(`${stack.url}/api/admin/media`, {
      method: 'POST',
      headers: { cookie, origin: stack.url, 'content-type': 'multipart/form-data; boundary=b' },
      body,
    });
    const text = await under.text();
    expect(text).not.toContain(CADDY_TOO_LARGE);
    expect(under.headers.get('content-type')).toContain('application/json');
    expect(under.status).toBe(413); // the app's own refusal of a file over 4 MiB
  });

  it('a chunked body (no Content-Length) past the limit is refused, and the server keeps serving', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const answer = await rawRequest(
      port,
      head('POST', '/', { 'Content-Type': 'text/plain;charset=UTF-8', 'Transfer-Encoding': 'chunked' }),
      { pieces: Array(12).fill(framed), everyMs: 10, waitMs: 10_000 },
    );
    // Caddy cuts it at 1 MiB (413), unless Next.js has already refused a POST to a static page
    // (405) before the body got that far: a race, and either is a refusal.
    expect([405, 413]).toContain(answer.status);
    await stillServing();
  });
});

describe('slow clients', () => {
  it(`headers sent a byte at a time are cut off after read_header (${READ_HEADER_TIMEOUT_MS} ms)`, async () => {
    const rest = 'Host: 127.0.0.1\r\nUser-Agent: slowloris\r\nAccept: */*\r\n\r\n';
    const answer = await rawRequest(port, 'GET / HTTP/1.1\r\n', {
      pieces: rest.split(''), // 55 bytes, 200 ms apart: 11 s if the server waited for them all
      everyMs: 200,
      waitMs: 15_000,
    });
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).not.toBe(200);
    expect(answer.ms).toBeGreaterThanOrEqual(READ_HEADER_TIMEOUT_MS - 200);
    expect(answer.ms).toBeLessThan(READ_HEADER_TIMEOUT_MS + 3000);
    await stillServing();
  });

  it(`a body trickled in is cut off after read_body (${READ_BODY_TIMEOUT_MS} ms)`, async () => {
    const answer = await rawRequest(
      port,
      // Origin as the Host head() sends, so the app would read the body rather than refuse at once.
      head('POST', '/api/contact', {
        'Content-Type': 'application/json',
        origin: 'http://127.0.0.1',
        'Content-Length': 200,
      }),
      { pieces: Array(200).fill('a'), everyMs: 100, waitMs: 30_000 }, // 20 s if the server waited
    );
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).not.toBe(201);
    expect(answer.ms).toBeGreaterThanOrEqual(READ_BODY_TIMEOUT_MS - 500);
    expect(answer.ms).toBeLessThan(READ_BODY_TIMEOUT_MS + 4000);
    await stillServing();
  });
});

describe('malformed request targets', () => {
  it.each([
    ['bad percent-encoding', '/%zz'],
    ['a truncated escape', '/admin/%E0%A4%A'],
    ['invalid UTF-8 (Next.js answers 500)', '/a%ff'],
    ['an overlong encoding (Next.js answers 500)', '/projects/%c0%ae'],
    ['an encoded surrogate (Next.js answers 500)', '/%ED%A0%80'],
    ['a target that is not a path (Next.js answers 500)', '*'],
  ])('%s (%s): a 400, and the server stays up', async (_, target) => {
    const answer = await rawRequest(port, head('GET', target), { waitMs: 5000 });
    expect(answer.status).toBe(400);
    await stillServing();
  });

  it('an encoded character that is valid UTF-8 still goes through', async () => {
    const answer = await rawRequest(port, head('GET', '/login?next=caf%C3%A9'), { waitMs: 5000 });
    expect(answer.status).toBe(200);
  });
});

describe('response headers', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'strict-transport-security',
    'permissions-policy',
  ];

  it('pages and API answers keep the app’s security headers through Caddy; no Server header', async () => {
    for (const route of ['/', '/login', '/api/admin/export', '/robots.txt']) {
      const answer = await rawGet(`${stack.url}${route}`);
      for (const name of SECURITY_HEADERS)
        expect([route, name, answer.headers[name]]).toEqual([route, name, expect.any(String)]);
      expect(answer.headers.server).toBeUndefined();
    }
    expect((await rawGet(`${stack.url}/`)).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('Caddy’s own refusals carry the fixed security headers too', async () => {
    for (const request of [
      head('GET', '/a%ff'),
      head('POST', '/', { 'Content-Type': 'text/plain', 'Content-Length': 2 * MiB }),
    ]) {
      const answer = await rawRequest(port, request, { waitMs: 5000 });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      for (const name of SECURITY_HEADERS.filter((n) => n !== 'permissions-policy')) {
        expect([name, answer.headers[name]]).toEqual([name, expect.any(String)]);
      }
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('/_next/static assets come back compressed (zstd, else gzip) and cached for a year', async () => {
    const home = await (await fetch(`${stack.url}/`)).text();
    const asset = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0];
    expect(asset).toBeDefined();
    const plain = await rawGet(`${stack.upstream}${asset}`); // Next.js itself, no Accept-Encoding
    expect(plain.status).toBe(200);

    const zstd = await rawGet(`${stack.url}${asset}`, { 'accept-encoding': 'zstd, gzip' });
    expect(zstd.status).toBe(200);
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(`${stack.url}${asset}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('pages are gzipped by Next.js, not by Caddy, whose encoder would hold a streamed page until its end', async () => {
    // The client prefers zstd, which only Caddy speaks: a gzip answer is Next.js's, flushed part by part.
    for (const route of ['/', '/login']) {
      const page = await rawGet(`${stack.url}${route}`, { 'accept-encoding': 'zstd, gzip' });
      expect([route, page.headers['content-encoding']]).toEqual([route, 'gzip']);
      expect(zlib.gunzipSync(page.body).toString()).toContain('<!DOCTYPE html>');
    }
  });
});
