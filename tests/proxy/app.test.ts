/**
 * The app behind deploy/Caddyfile, as the owner and visitors use it: signing in, the admin area,
 * an image upload served back, and client addresses (TRUST_PROXY=1) that a client cannot make up
 * because Caddy writes X-Forwarded-For itself.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { CONTACT } from '@/lib/constants';
import { CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { LOGIN_LOCKOUT, SESSION } from '@/lib/auth/words';
import { READ_ONLY } from '@/proxy';
import { callAction, form } from '../helpers/action-call';
import { OWNER, startStack, type Stack } from './stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

/** A request through Caddy from the client address `from` (another 127.0.0.0/8 address is another client). */
function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${stack.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: init.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

async function tryLogin(password: string, headers: Record<string, string> = {}) {
  const answer = await callAction(
    stack.url,
    '',
    'lib/auth/actions.ts#login',
    [{ outcome: 'idle' }, form({ userName: OWNER.username, password })],
    headers,
  );
  return /"outcome":"(\w+)"/.exec(answer.text)?.[1];
}

describe('the owner through the proxy', () => {
  let cookie: string;

  it('signs in: a session cookie (HttpOnly) is set and the admin page answers', async () => {
    const answer = await callAction(stack.url, '', 'lib/auth/actions.ts#login', [
      { outcome: 'idle' },
      form({ userName: OWNER.username, password: OWNER.password }),
    ]);
    const set = answer.setCookies.find(
      (c) => c.startsWith(`${SESSION.cookieName}=`) && !c.startsWith(`${SESSION.cookieName}=;`),
    );
    expect(set).toBeDefined();
    expect(set).toMatch(/HttpOnly/i);
    cookie = set!.split(';')[0];

    const admin = await request('/admin', { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(admin.body.toString()).toContain('<html');
    // Without the cookie the admin page sends the visitor to the sign-in page.
    const visitor = await request('/admin');
    expect(visitor.status).toBe(307);
    expect(visitor.headers.location).toMatch(/\/login/);
  });

  it('uploads an image, which is then served back through the proxy', async () => {
    const png = readFileSync('public/demo/icon-github.png');
    const boundary = 'proxy-suite-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await request('/api/admin/media', {
      method: 'POST',
      headers: {
        cookie,
        origin: stack.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { url } = JSON.parse(uploaded.body.toString()) as { url: string };
    expect(url).toMatch(/^\/media\/[\w-]+$/);

    const served = await request(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.body.length).toBeGreaterThan(0);
  });
});

describe('client addresses: Caddy overwrites X-Forwarded-For', () => {
  const message = (i: number) =>
    JSON.stringify({
      yourMail: 'visitor@example.com',
      subject: `Hello ${i}`,
      message: 'A message long enough to be real.',
      from_name: CONTACT.fromName,
    });
  const contact = (i: number, from: string, xff: string) =>
    request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url, 'x-forwarded-for': xff, 'x-real-ip': xff },
      body: message(i),
      from,
    }).then((r) => r.status);

  it(`a client making up X-Forwarded-For values still gets ${CONTACT_LIMITS.perClient} messages; another client has its own`, async () => {
    const statuses = [];
    for (let i = 0; i <= CONTACT_LIMITS.perClient; i++) {
      statuses.push(await contact(i, '127.0.0.1', `198.51.100.${i + 1}, 203.0.113.${i + 1}`));
    }
    expect(statuses).toEqual([...Array(CONTACT_LIMITS.perClient).fill(201), 429]);
    // Another address (the app tells clients apart by what Caddy wrote, not by one shared bucket).
    expect(await contact(99, '127.0.0.2', '198.51.100.1')).toBe(201);
  });

  it(`two X-Forwarded-For values do not escape the sign-in throttle: locked after ${LOGIN_LOCKOUT.maxFailures} wrong passwords`, async () => {
    const outcomes = [];
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures + 2; i++) {
      const xff = i % 2 ? '198.51.100.7' : '203.0.113.9';
      outcomes.push(await tryLogin(`wrong-${i}`, { 'x-forwarded-for': xff, 'x-real-ip': xff }));
    }
    expect(outcomes.slice(0, LOGIN_LOCKOUT.maxFailures - 1)).toEqual(
      Array(LOGIN_LOCKOUT.maxFailures - 1).fill('invalid'),
    );
    expect(outcomes.slice(LOGIN_LOCKOUT.maxFailures - 1)).toEqual(Array(3).fill('locked'));
    expect(await tryLogin(OWNER.password, { 'x-forwarded-for': '192.0.2.1' })).toBe('locked');
  });
});

describe('the image optimiser through the proxy', () => {
  const image = `/_next/image?url=${encodeURIComponent('/demo/avatar.webp')}&w=640&q=75`;

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s is refused by Caddy with a 405 (Allow: GET, HEAD); the app sees nothing and logs nothing',
    async (method) => {
      const before = stack.log().next.length;
      const answer = await request(image, { method, body: method === 'DELETE' ? undefined : 'x' });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe(READ_ONLY.allow);
      expect(answer.body.toString()).toBe(READ_ONLY.refusal);
      expect(stack.log().next.slice(before)).toBe('');
    },
  );

  it('GET still serves the optimised image', async () => {
    const answer = await request(image, { headers: { accept: 'image/webp' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
  });
});
