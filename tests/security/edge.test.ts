/**
 * The HTTP-edge findings of the security review, replayed over HTTP against the production server
 * as `npm start` serves it (server.mjs in front of Next.js):
 * - finding 4: server-action calls on paths the proxy did not cover (/api/…, /og/…, /media/a/b,
 *   /robots.txtX) answered a cross-origin call with a 500 and a malformed body with 200 {};
 * - finding 5: action calls over 1 MB or with more than 1,000 arguments answered 500;
 * - finding 8: a link to /login?expired=1 signed the owner out;
 * - finding 10: an https Origin passed against the http server; non-GET on /demo/* answered 500;
 * - malformed percent-encoding and TRACE / CONNECT / TRACK answered 500 (or nothing) without
 *   security headers.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { signSessionToken } from '@/lib/auth/token';
import { ADMIN_HREF, LOGIN_HREF, SESSION, SESSION_EXPIRED_PARAM } from '@/lib/constants';
import { NON_DOCUMENT_CSP, securityHeaders, securityOptionsFromEnv } from '@/lib/security-headers';
import { serverArgs } from '../../scripts/shared.mjs';
import { encodeReply } from '../helpers/action-call';
import { actionTarget } from '../helpers/server-surface';
import { startTarget, type Target } from './harness';

jest.setTimeout(180_000);

const SAVE = 'lib/admin/content-actions.ts#saveSingleton';
const LOGIN = 'lib/auth/actions.ts#login';
/** Store paths the sign-in throttle may touch on its own schedule. */
const IGNORED = ['admin/throttle', 'admin/throttleSweep'];
/** Paths the proxy's matcher used to leave out, where an unknown path reaches the catch-all page. */
const UNSCREENED = [
  '/api/anything',
  '/og/anything',
  '/robots.txtX',
  '/media/a/b',
  '/favicon.icoX',
  '/api/admin/exportX',
];

let target: Target;
let owner: string;

beforeAll(async () => {
  target = await startTarget();
  owner = await target.signIn();
});
afterAll(() => target?.server.stop());

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

async function post(
  pathname: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Answer> {
  const response = await fetch(`${target.url}${pathname}`, {
    method: 'POST',
    headers: { origin: target.url, cookie: owner, ...headers },
    body,
    redirect: 'manual',
    ...init,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const errorOf = (answer: Answer) => (JSON.parse(answer.text) as { error: string }).error;

/** One raw HTTP/1.1 exchange (for what fetch will not send: TRACK, CONNECT, malformed paths). */
function raw(requestLine: string): Promise<{ status: number; head: string; body: string }> {
  const port = Number(new URL(target.url).port);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** The fixed headers every response of the site carries (lib/security-headers.ts). */
const SITE_HEADERS = securityHeaders(securityOptionsFromEnv({ NODE_ENV: 'production' }));

function expectSecurityHeaders(head: string) {
  for (const { key, value } of SITE_HEADERS) expect(head).toContain(`${key.toLowerCase()}: ${value.toLowerCase()}`);
  expect(head).toMatch(/content-security-policy: default-src 'none'; frame-ancestors 'none'/);
  expect(head).toContain('cache-control: no-store');
}

const noCrashIn = (log: string) => expect(log).not.toMatch(/uncaughtException|unhandledRejection/);

describe('finding 4: server-action calls on paths outside the proxy', () => {
  it.each(UNSCREENED)('%s: a cross-origin action call is refused with a 403, changing nothing', async (pathname) => {
    const before = await target.snapshot(IGNORED);
    const { id } = actionTarget(SAVE);
    const answer = await post(pathname, JSON.stringify(['home', {}]), {
      'Next-Action': id,
      origin: 'https://evil.example',
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toMatch(/^Cross-origin request refused/);
    expect(await target.snapshot(IGNORED)).toBe(before);
  });

  it.each(UNSCREENED)('%s: malformed action bodies are refused with a 400, not decoded', async (pathname) => {
    const before = await target.snapshot(IGNORED);
    const { id } = actionTarget(SAVE);
    for (const body of ['["$Q1"]', '{', '"a"']) {
      const answer = await post(pathname, body, { 'Next-Action': id, 'content-type': 'text/plain;charset=UTF-8' });
      expect([pathname, body, answer.status]).toEqual([pathname, body, 400]);
      expect(answer.text).not.toBe('{}');
      expect(errorOf(answer)).toBeTruthy();
    }
    // A form posted without the page script (Next.js would try it as an action).
    const form = new FormData();
    form.append(`$ACTION_ID_${id}`, '');
    form.append('$ACTION_KEY', 'k0');
    const posted = await post(pathname, form);
    expect([pathname, posted.status]).toEqual([pathname, 400]);
    expect(await target.snapshot(IGNORED)).toBe(before);
    noCrashIn(target.server.log());
  });

  it('an empty Next-Action header (which the matcher cannot see) is refused before Next.js takes it for a call', async () => {
    for (const pathname of ['/api/anything', '/og/anything', '/login']) {
      const answer = await post(pathname, '["$Q1"]', { 'Next-Action': '', 'content-type': 'text/plain;charset=UTF-8' });
      expect([pathname, answer.status]).toEqual([pathname, 400]);
    }
    expect(target.server.log()).not.toMatch(/Invariant/);
  });

  it('route handlers on those paths still answer for themselves', async () => {
    const contact = await post('/api/contact', new URLSearchParams({ a: 'b' }), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(contact.status).toBe(415);
    const demo = await post('/demo/missing.pdf', '[]', { 'Next-Action': actionTarget(SAVE).id });
    expect(demo.status).toBe(405);
  });

  it("the build's proxy matcher: documents and possible action calls everywhere, but neither static files nor uploads", () => {
    const dist = process.env.NEXT_DIST_DIR || '.next';
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), dist, 'server/functions-config-manifest.json'), 'utf8'),
    ) as {
      functions: Record<
        string,
        { matchers: { regexp: string; has?: { type: string; key: string; value?: string }[] }[] }
      >;
    };
    const { matchers } = manifest.functions['/_middleware'];
    // As Next.js's matchHas: a header condition without value needs the header, with one its ^value$.
    const proxied = (pathname: string, headers: Record<string, string> = {}) =>
      matchers.some(
        (m) =>
          new RegExp(m.regexp).test(pathname) &&
          (m.has ?? []).every((h) => {
            const value = headers[h.key.toLowerCase()];
            return h.value ? value !== undefined && new RegExp(`^${h.value}$`).test(value) : Boolean(value);
          }),
      );
    const action = { 'next-action': 'ab12' };
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

    for (const page of [
      '/',
      '/login',
      '/admin',
      '/update/home',
      '/nowhere',
      '/robots.txtX',
      '/favicon.icoX',
      '/_next/staticX',
    ])
      expect([page, proxied(page)]).toEqual([page, true]);
    const files = [
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/demo/avatar.webp',
      '/og/home',
      '/media/abc',
      '/favicon.ico',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/api/visit',
      '/api/contact',
      '/api/insights',
    ];
    for (const file of files) expect([file, proxied(file)]).toEqual([file, false]);
    for (const pathname of [
      '/api/anything',
      '/og/anything',
      '/media/a/b',
      '/demo/x',
      '/_next/static/x',
      '/api/contact',
    ]) {
      for (const headers of [action, multipart, urlencoded])
        expect([pathname, headers, proxied(pathname, headers)]).toEqual([pathname, headers, true]);
      expect([pathname, proxied(pathname, { 'content-type': 'application/json' })]).toEqual([pathname, false]);
    }
    for (const upload of ['/api/admin/media', '/api/admin/import']) {
      for (const headers of [{}, action, multipart, urlencoded])
        expect([upload, headers, proxied(upload, headers)]).toEqual([upload, headers, false]);
    }
  });

  it('an upload larger than what Next.js buffers for the proxy reaches its handler whole', async () => {
    const side = 1100;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const answer = await post('/api/admin/media', form);
    expect([answer.status, answer.text]).toEqual([201, expect.stringContaining('"id"')]);
  });
});

describe('finding 5: oversized action calls get a clear refusal', () => {
  const big = (bytes: number) => `["${'a'.repeat(bytes)}"]`;

  it('a body over 1 MB with Content-Length: 413 with a message, nothing changed', async () => {
    const before = await target.snapshot(IGNORED);
    const answer = await post(actionTarget(SAVE).url, big(1024 * 1024 + 10), {
      'Next-Action': actionTarget(SAVE).id,
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toMatch(/larger than 1 MB/);
    expect(await target.snapshot(IGNORED)).toBe(before);
    // Answered before the 5 MB had arrived, on a connection then closed: the next call is answered.
    const huge = await post(actionTarget(SAVE).url, big(5 * 1024 * 1024), {
      'Next-Action': actionTarget(SAVE).id,
      'content-type': 'application/json',
    });
    expect([huge.status, huge.headers.get('connection')]).toEqual([413, 'close']);
    const next = await post(actionTarget(SAVE).url, '{', { 'Next-Action': actionTarget(SAVE).id });
    expect(next.status).toBe(400);
  });

  it('a chunked body (no Content-Length) is refused after 1 MB, without waiting for the rest', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    // 1.5 MB, then the client stalls: the refusal must not wait for an end that never comes.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 1.5 * 1024 * 1024) {
          await new Promise((resolve) => setTimeout(resolve, 30_000));
          controller.close();
          return;
        }
        controller.enqueue(sent === 0 ? new TextEncoder().encode('["') : chunk);
        sent += chunk.length;
      },
    });
    const started = Date.now();
    const answer = await post(
      LOGIN_HREF,
      body,
      { 'Next-Action': actionTarget(LOGIN).id, 'content-type': 'text/plain;charset=UTF-8' },
      { duplex: 'half', signal: AbortSignal.timeout(20_000) } as RequestInit,
    );
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toMatch(/larger than 1 MB/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // A 1 MB call still goes through the screen (here: refused for what it says, not for its size).
    const fits = await post(LOGIN_HREF, big(1024 * 1024 - 100), {
      'Next-Action': actionTarget(LOGIN).id,
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(fits.status).not.toBe(413);
    noCrashIn(target.server.log());
  });

  it('more than 1,000 arguments: 400 with a message (as text and as multipart)', async () => {
    const { id, url } = actionTarget(SAVE);
    const before = await target.snapshot(IGNORED);
    const asText = await encodeReply(Array.from({ length: 1001 }, () => 0));
    const multipart = await encodeReply([...Array.from({ length: 1000 }, () => 0), new FormData()]);
    for (const body of [asText, multipart]) {
      const answer = await post(url, body, {
        'Next-Action': id,
        ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatch(/at most 1000 arguments/);
    }
    expect(await target.snapshot(IGNORED)).toBe(before);
  });
});

describe('finding 8: /login never signs the owner out', () => {
  const clears = (answer: { headers: Headers }) =>
    answer.headers
      .getSetCookie()
      .some((c) => c.startsWith(`${SESSION.cookieName}=`) && /(=;|Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c));
  const get = (pathname: string, cookie: string) =>
    fetch(`${target.url}${pathname}`, { headers: { cookie }, redirect: 'manual' });

  it('a signed-in owner following a link to /login?expired=1 keeps the session (sent on to /admin)', async () => {
    const cookie = await target.signIn();
    for (const pathname of [`${LOGIN_HREF}?${SESSION_EXPIRED_PARAM}=1`, LOGIN_HREF]) {
      const answer = await get(pathname, cookie);
      expect(clears(answer)).toBe(false);
      expect(answer.status).toBe(307);
      expect(new URL(answer.headers.get('location')!, target.url).pathname).toBe(ADMIN_HREF);
    }
    const admin = await get(ADMIN_HREF, cookie);
    expect(admin.status).toBe(200);
  });

  it('an invalid or forged cookie gets the form, with no redirect loop', async () => {
    const forged = await signSessionToken(
      { username: 'owner', version: 1, sid: 'A'.repeat(22) },
      new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-0123456789'),
    );
    for (const cookie of [`${SESSION.cookieName}=${forged}`, `${SESSION.cookieName}=garbage`]) {
      let pathname = ADMIN_HREF;
      const visited: string[] = [];
      for (let hop = 0; hop < 5; hop++) {
        const answer = await get(pathname, cookie);
        visited.push(`${answer.status} ${pathname}`);
        expect(clears(answer)).toBe(false);
        if (answer.status !== 307) {
          expect(answer.status).toBe(200);
          expect(await answer.text()).toContain('Admin login');
          break;
        }
        const next = new URL(answer.headers.get('location')!, target.url);
        pathname = next.pathname + next.search;
      }
      expect(visited.at(-1)).toMatch(/^200 \/login/);
      expect(visited.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('finding 10a: the Origin scheme counts', () => {
  const https = () => target.url.replace('http:', 'https:');

  it('Origin https://host:port against the http server is refused (actions and route handlers), changing nothing', async () => {
    const before = await target.snapshot(IGNORED);
    const { id, url } = actionTarget(SAVE);
    const action = await post(url, JSON.stringify(['home', {}]), {
      'Next-Action': id,
      origin: https(),
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(action.status).toBe(403);
    expect(errorOf(action)).toMatch(/reached over http/);
    for (const pathname of ['/api/visit', '/api/contact', '/api/insights']) {
      const answer = await post(pathname, pathname === '/api/visit' ? null : '{}', {
        origin: https(),
        'content-type': 'application/json',
      });
      expect([pathname, answer.status]).toEqual([pathname, 403]);
    }
    expect(await target.snapshot(IGNORED)).toBe(before);
  });

  it('behind a TLS proxy (X-Forwarded-Proto: https) an https Origin passes and an http one is refused', async () => {
    const fine = await post('/api/visit', null, { origin: https(), 'x-forwarded-proto': 'https' });
    expect(fine.status).not.toBe(403);
    const downgraded = await post('/api/visit', null, { origin: target.url, 'x-forwarded-proto': 'https' });
    expect(downgraded.status).toBe(403);
    expect(errorOf(downgraded)).toMatch(/reached over https/);
  });
});

describe('finding 10b: /demo files are read-only', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS'])(
    '%s on a demo file and a missing one: 405, Allow: GET, HEAD',
    async (method) => {
      for (const pathname of ['/demo/avatar.webp', '/demo/missing.pdf']) {
        const answer = await fetch(`${target.url}${pathname}`, { method });
        expect([method, pathname, answer.status]).toEqual([method, pathname, 405]);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      }
    },
  );
});

describe('malformed percent-encoding and methods Next.js does not serve', () => {
  it.each(['/%', '/%E0%A4%A', '/api/%', '/media/%', '/demo/%zz'])(
    'GET %s: 400 with the security headers',
    async (p) => {
      const answer = await raw(`GET ${p} HTTP/1.1`);
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer.head);
      expect(answer.body).toMatch(/malformed percent-encoding/);
    },
  );

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND'])('%s: 405 with Allow and the security headers', async (method) => {
    const answer = await raw(`${method} ${method === 'CONNECT' ? '127.0.0.1:443' : '/'} HTTP/1.1`);
    expect(answer.status).toBe(405);
    expect(answer.head).toContain('allow: get, head, post');
    expectSecurityHeaders(answer.head);
  });

  it('a request target that is not a path (absolute-form, "*"): 400 with the security headers', async () => {
    for (const line of ['OPTIONS * HTTP/1.1', 'GET http://evil.example/login HTTP/1.1']) {
      const answer = await raw(line);
      expect([line, answer.status]).toEqual([line, 400]);
      expectSecurityHeaders(answer.head);
    }
    noCrashIn(target.server.log());
  });

  it('the refusals carry the same fixed headers as every other response', async () => {
    const visit = await fetch(`${target.url}/api/visit`);
    for (const { key, value } of SITE_HEADERS) expect([key, visit.headers.get(key)]).toEqual([key, value]);
    expect(visit.headers.get('content-security-policy')).toBe(NON_DOCUMENT_CSP);
  });
});

describe('server.mjs', () => {
  it('stops cleanly on SIGTERM', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edge-sigterm-'));
    const child = spawn(process.execPath, serverArgs(port), {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    try {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
