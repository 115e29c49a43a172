/**
 * Findings 6, 7, 9 and 10d of the security review, replayed over HTTP against the production
 * server: chunked bodies read past their size caps, image paths that escape /demo/ and /media/
 * or load over http, text-direction characters disguising a contact message, and a number sent
 * as a message reported as missing.
 */
import http from 'node:http';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { CONTACT } from '@/lib/constants';
import { CONTACT_LIMITS, VISITOR_TEXT_ERRORS } from '@/lib/feedback/contact-words';
import { UPLOAD } from '@/lib/media/upload-limits';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { DEMO_USER } from '@/lib/content/demo';
import { IMAGE_UNAVAILABLE } from '@/lib/content/migrations';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { callAction, form, signIn } from '../helpers/action-call';
import { startAppServer } from '../helpers/app-server';
import { OWNER, startTarget, type Target } from './harness';

jest.setTimeout(180_000);

/** What the server keeps about sessions and throttles on its own; everything else must not move. */
const BOOKKEEPING = ['admin/throttle', 'admin/throttleSweep', 'admin/sessions'];
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Probes: the server's process (found by its listening port) and its resident memory.

function listeningInode(port: number): string | null {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[] = [];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      // local_address is "IP:PORT"; state 0A is LISTEN; column 9 is the socket's inode.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') return cols[9];
    }
  }
  return null;
}

/** The pid of the process listening on `port` (one pass over /proc), or null where /proc is not there. */
function pidListeningOn(port: number): number | null {
  const inode = listeningInode(port);
  if (!inode) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`) === `socket:[${inode}]`) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

interface Sent {
  status: number;
  body: string;
  /** Bytes the client had written when the answer arrived. */
  sentAtAnswer: number;
  /** True when the client had written the whole body before the answer came. */
  sentAll: boolean;
  ms: number;
  /** Highest resident memory of the server seen while the request ran, minus before it (null without /proc). */
  rssGrowth: number | null;
}

/**
 * POSTs `total` bytes with Transfer-Encoding: chunked (no Content-Length), 64 KB at a time as
 * fast as the server takes them, and stops writing as soon as the answer arrives.
 */
function sendChunked(
  target: Target,
  path: string,
  headers: Record<string, string>,
  total: number,
  fill: (offset: number, size: number) => Buffer = (_o, size) => Buffer.alloc(size, 0x78),
): Promise<Sent> {
  const { port } = new URL(target.url);
  const pid = pidListeningOn(Number(port));
  const rssBefore = pid ? rssBytes(pid) : 0;
  let rssPeak = rssBefore;
  const sampler = pid ? setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes(pid))), 20) : undefined;
  const started = Date.now();
  return new Promise<Sent>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path,
      headers: { ...headers, origin: target.url, 'transfer-encoding': 'chunked' },
    });
    const finish = (result: Omit<Sent, 'rssGrowth' | 'ms'>) => {
      clearInterval(sampler);
      if (pid) rssPeak = Math.max(rssPeak, rssBytes(pid));
      req.destroy();
      resolve({ ...result, ms: Date.now() - started, rssGrowth: pid ? rssPeak - rssBefore : null });
    };
    req.on('response', (res) => {
      answered = true;
      const sentAtAnswer = sent;
      const sentAll = sent >= total;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        finish({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          sentAtAnswer,
          sentAll,
        }),
      );
    });
    // Once the server has answered and closed, the rest of the body cannot be written: expected.
    req.on('error', (error) => {
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });
    const chunk = 64 * 1024;
    const pump = () => {
      while (!answered && sent < total) {
        const size = Math.min(chunk, total - sent);
        const ok = req.write(fill(sent, size));
        sent += size;
        if (!ok) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

// ---------------------------------------------------------------------------------------------

describe('finding 6: size caps hold on the bytes read, not on Content-Length', () => {
  let target: Target;
  let cookie: string;
  beforeAll(async () => {
    target = await startTarget();
    cookie = await signIn(target.url, OWNER.username, OWNER.password);
  });
  afterAll(() => target.server.stop());

  const BACKUP_CAP = 20 * MB;
  /**
   * Refused at its cap, a body costs the server at most about the cap (chunks held until the
   * count passes it) plus allocator slack: measured +24 to +50 MB for the 10 and 20 MB caps at
   * first, later +61 to +68 MB for the 20 MB backup cap on a busy machine (the chunks and their
   * joined copy, before a collection). Read whole, as before the fix, the 96 MB bodies below cost
   * twice their size (+134 MB was measured for a 60 MB upload): the bound stays well under that.
   */
  const OVER_CAP_RSS_BOUND = 96 * MB;
  const UPLOAD_CAP = UPLOAD.maxBytes + 64 * 1024;

  it('a chunked 96 MB backup import is refused at its 20 MB cap, before the client has sent it, memory bounded, nothing changed', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const sent = await sendChunked(
      target,
      '/api/admin/import',
      { cookie, 'content-type': 'application/json' },
      96 * MB,
    );
    console.log(`import: ${JSON.stringify({ ...sent, body: sent.body.slice(0, 120) })}`);
    expect(sent.status).toBe(413);
    expect(json(sent.body)).toEqual({ errors: ['The backup file is larger than 20 MB'] });
    // The server stopped reading at the cap: the answer came while most of the body was unsent
    // (past the cap only what the sockets' buffers hold).
    expect(sent.sentAll).toBe(false);
    expect(sent.sentAtAnswer).toBeLessThan(BACKUP_CAP + 24 * MB);
    if (sent.rssGrowth !== null) expect(sent.rssGrowth).toBeLessThan(OVER_CAP_RSS_BOUND);
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a chunked 48 MB JSON Resume import is refused at its 1 MB cap, before the client has sent it, nothing changed', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const sent = await sendChunked(
      target,
      JSON_RESUME.adminEndpoint,
      { cookie, 'content-type': 'application/json' },
      48 * MB,
    );
    expect(sent.status).toBe(413);
    expect(json(sent.body)).toEqual({ errors: [JSON_RESUME.tooLarge(JSON_RESUME.maxBytes)] });
    expect(sent.sentAll).toBe(false);
    expect(sent.sentAtAnswer).toBeLessThan(JSON_RESUME.maxBytes + 24 * MB);
    if (sent.rssGrowth !== null) expect(sent.rssGrowth).toBeLessThan(OVER_CAP_RSS_BOUND);
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a chunked 96 MB upload is refused at its 4 MB cap, before the client has sent it, memory bounded, nothing changed', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const boundary = 'bodies-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const sent = await sendChunked(
      target,
      '/api/admin/media',
      { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      96 * MB,
      (offset, size) =>
        offset === 0 ? Buffer.concat([head, Buffer.alloc(size - head.length, 0x78)]) : Buffer.alloc(size, 0x78),
    );
    console.log(`upload: ${JSON.stringify({ ...sent, body: sent.body.slice(0, 120) })}`);
    expect(sent.status).toBe(413);
    expect(json(sent.body)).toEqual({ error: 'Images must be at most 4 MB' });
    expect(sent.sentAll).toBe(false);
    expect(sent.sentAtAnswer).toBeLessThan(UPLOAD_CAP + 24 * MB);
    if (sent.rssGrowth !== null) expect(sent.rssGrowth).toBeLessThan(OVER_CAP_RSS_BOUND);
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a chunked 16 MB contact message is refused at its 32 KB cap, before the client has sent it, nothing changed', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const sent = await sendChunked(target, '/api/contact', { 'content-type': 'application/json' }, 16 * MB);
    console.log(`contact: ${JSON.stringify({ ...sent, body: sent.body.slice(0, 120) })}`);
    expect(sent.status).toBe(413);
    expect(json(sent.body)).toEqual({ error: 'The message is too large.' });
    expect(sent.sentAll).toBe(false);
    expect(sent.sentAtAnswer).toBeLessThan(CONTACT_LIMITS.maxBodyBytes + 12 * MB);
    if (sent.rssGrowth !== null) expect(sent.rssGrowth).toBeLessThan(8 * MB);
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a client that sends all of an over-cap body and then reuses the connection gets both answers', async () => {
    const { port } = new URL(target.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, urlPath: string, headers: Record<string, string>, body?: Buffer) =>
      new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
        const req = http.request({ agent, host: '127.0.0.1', port: Number(port), method, path: urlPath, headers });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
        if (body) for (let o = 0; o < body.length; o += 64 * 1024) req.write(body.subarray(o, o + 64 * 1024));
        req.end();
      });
    try {
      // 1 MB past the cap, chunked, sent to the end whatever the answer (as fetch does).
      const first = await send(
        'POST',
        '/api/admin/import',
        { cookie, origin: target.url, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        Buffer.alloc(BACKUP_CAP + MB, 0x78),
      );
      expect(first.status).toBe(413);
      const second = await send('GET', '/api/visit', {});
      expect(second.status).toBe(200);
      expect(second.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('chunked bodies under the caps still work: a backup import, an image upload, a contact message', async () => {
    const backup = Buffer.from(await (await fetch(`${target.url}/api/admin/export`, { headers: { cookie } })).text());
    const imported = await sendChunked(
      target,
      '/api/admin/import',
      { cookie, 'content-type': 'application/json' },
      backup.length,
      (offset, size) => backup.subarray(offset, offset + size),
    );
    expect(imported.status).toBe(200);
    expect(json(imported.body)).toMatchObject({ ok: true });

    const png = readFileSync('public/demo/icon-github.png');
    const boundary = 'bodies-test-boundary';
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await sendChunked(
      target,
      '/api/admin/media',
      { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      upload.length,
      (offset, size) => upload.subarray(offset, offset + size),
    );
    expect(uploaded.status).toBe(201);
    expect(json(uploaded.body).url).toMatch(/^\/media\/[\w-]+$/);

    const message = Buffer.from(
      JSON.stringify({
        yourMail: 'chunked@example.com',
        subject: 'Chunked',
        message: 'Sent in chunks',
        from_name: CONTACT.fromName,
      }),
    );
    const contacted = await sendChunked(
      target,
      '/api/contact',
      { 'content-type': 'application/json' },
      message.length,
      (offset, size) => message.subarray(offset, offset + size),
    );
    expect(contacted.status).toBe(201);
    const stored = (await target.server.readData()).feedbacks as Record<string, { subject: string }>;
    expect(Object.values(stored).map((f) => f.subject)).toContain('Chunked');
  });
});

describe('finding 6, the same weakness in the Firebase owner sign-in (public, no session needed)', () => {
  let target: Target;
  beforeAll(async () => {
    // Owner sign-in on: the web app config and ADMIN_EMAILS (no network: nothing here reaches Google).
    target = await startTarget({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'portfolio-test.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'portfolio-test',
      NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://portfolio-test-default-rtdb.firebaseio.com',
      NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
      ADMIN_EMAILS: 'owner@example.com',
    });
    // Loads firebase-admin, so that the memory probe below sees the body alone.
    await fetch(`${target.url}/api/auth/firebase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.url },
      body: '{}',
    }).then((r) => r.text());
  });
  afterAll(() => target.server.stop());

  it('a chunked 64 MB body is refused at its 16 KB cap, before the client has sent it, nothing changed', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const sent = await sendChunked(target, '/api/auth/firebase', { 'content-type': 'application/json' }, 64 * MB);
    console.log(`firebase sign-in: ${JSON.stringify({ ...sent, body: sent.body.slice(0, 120) })}`);
    expect(sent.status).toBe(413);
    expect(json(sent.body)).toEqual({ error: 'The sign-in request is larger than 16 KB.' });
    expect(sent.sentAll).toBe(false);
    expect(sent.sentAtAnswer).toBeLessThan(16 * MB);
    if (sent.rssGrowth !== null) expect(sent.rssGrowth).toBeLessThan(8 * MB);
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a small body is still read and checked as a token', async () => {
    const response = await fetch(`${target.url}/api/auth/firebase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.url },
      body: JSON.stringify({ idToken: 42 }),
    });
    expect(response.status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------

describe('finding 7: image fields accept only what renders', () => {
  let target: Target;
  let cookie: string;
  beforeAll(async () => {
    target = await startTarget();
    cookie = await signIn(target.url, OWNER.username, OWNER.password);
  });
  afterAll(() => target.server.stop());

  const SAVE_SINGLETON = 'lib/admin/content-actions.ts#saveSingleton';
  const SAVE_ITEM = 'lib/admin/content-actions.ts#saveListItem';
  const cube = (image1: string) => form({ ...DEMO_USER.skillsCubeImg, image1 });

  it.each([
    ['/%2e%2e/api/admin/export', 'Image 1 must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/%2E%2E/api/admin/export', 'Image 1 must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/..%2fapi/admin/export', 'Image 1 must not contain encoded slashes or backslashes (%2f, %5c)'],
    ['/demo\\..\\api\\admin\\export', 'Image 1 must not contain backslashes'],
    ['/demo//x.webp', 'Image 1 must not contain double slashes'],
    ['/api/admin/export', 'Image 1 must be an uploaded image (/media/…) or a file under /demo/'],
    ['/icon.svg', 'Image 1 must be an uploaded image (/media/…) or a file under /demo/'],
    ['http://cdn.example.com/cube.png', 'Image 1 must be an https URL: pages block images loaded over http'],
  ])('saving %s as a skill image is refused (%s), nothing changed', async (image, message) => {
    const before = await target.snapshot(BOOKKEEPING);
    const answer = await callAction(target.url, cookie, SAVE_SINGLETON, ['skill-images', {}, cube(image)]);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(message);
    expect(answer.text).not.toContain('"ok":true');
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a project image and a social icon are held to the same rule; a /media/ path and an https URL still save', async () => {
    const before = await target.snapshot(BOOKKEEPING);
    const project = { _id: '', title: 'P', techstack: 'TS', gitLink: '', demoLink: '' };
    const refusedProject = await callAction(target.url, cookie, SAVE_ITEM, [
      'frontend-project',
      {},
      form({ ...project, image: '/media/%2e%2e/%2e%2e/api/admin/export' }),
    ]);
    expect(refusedProject.text).toContain('Project image must not contain . or .. segments, plain or encoded (%2e)');
    const refusedIcon = await callAction(target.url, cookie, SAVE_ITEM, [
      'social-link',
      {},
      form({ _id: '', name: 'X', link: 'https://x.example', icon: 'http://x.example/icon.png', color: '#ffffff' }),
    ]);
    expect(refusedIcon.text).toContain('Icon must be an https URL: pages block images loaded over http');
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);

    for (const image of ['/media/-OAbc_12xyz', 'https://cdn.example.com/cube.png']) {
      const saved = await callAction(target.url, cookie, SAVE_SINGLETON, ['skill-images', {}, cube(image)]);
      expect(saved.text).toContain('"ok":true');
      expect(((await target.server.readData()).user as typeof DEMO_USER).skillsCubeImg.image1).toBe(image);
    }
  });
});

describe('finding 7: content an earlier release stored with http and stray local images keeps its pages up', () => {
  it('after an admin write republishes /skills, the page shows the images upgraded, not blank', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bodies-v2-'));
    const seed = new EmbeddedStore(dataDir);
    const user = JSON.parse(JSON.stringify({ ...DEMO_USER, schemaVersion: 2 }));
    user.skillsCubeImg.image1 = 'http://cdn.example.com/old-cube.png';
    user.skillsCubeImg.image2 = '/images/never-rendered.png';
    await seed.set('user', user);
    await seed.close();
    const server = await startAppServer(
      {
        SESSION_SECRET: 'bodies-session-secret-that-is-long-enough-0123456789',
        ADMIN_USERNAME: OWNER.username,
        ADMIN_PASSWORD: OWNER.password,
      },
      { dataDir },
    );
    try {
      const cookie = await signIn(server.url, OWNER.username, OWNER.password);
      const saved = await callAction(server.url, cookie, 'lib/admin/content-actions.ts#saveListItem', [
        'skills',
        {},
        form({ _id: '', name: 'Republish' }),
      ]);
      expect(saved.text).toContain('"ok":true');
      const page = await fetch(`${server.url}/skills`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Republish');
      expect(html).toContain('https://cdn.example.com/old-cube.png');
      expect(html).not.toContain('http://cdn.example.com/old-cube.png');
      expect(html).toContain(IMAGE_UNAVAILABLE);
      expect((await fetch(`${server.url}${IMAGE_UNAVAILABLE}`)).status).toBe(200);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('findings 9 and 10d: contact fields', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.server.stop());

  const good = {
    yourMail: 'visitor@example.com',
    subject: 'Invoice 2024',
    message: 'Please find the details below.',
    from_name: CONTACT.fromName,
  };
  const post = (body: unknown) =>
    fetch(`${target.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.url },
      body: JSON.stringify(body),
    });

  it.each([
    ['subject', 'Invoice \u202egpj.exe', 'Subject'],
    ['message', 'Pay to \u2067account 1234\u2069 today', 'Message'],
    ['from_name', 'Ann\u200f', 'Name'],
    ['yourMail', 'visitor\u202d@example.com', 'Email'],
    ['subject', 'Arabic mark \u061c here', 'Subject'],
    ['subject', 'Embedding \u202a here', 'Subject'],
  ])(
    'a text-direction character in %s (%j) is refused with a message naming %s, nothing stored',
    async (field, value, label) => {
      const before = await target.snapshot(BOOKKEEPING);
      const response = await post({ ...good, [field]: value });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: VISITOR_TEXT_ERRORS.textDirection(label), field });
      expect(await target.snapshot(BOOKKEEPING)).toBe(before);
    },
  );

  it.each([
    ['message', 42, 'Message'],
    ['subject', true, 'Subject'],
    ['yourMail', { address: 'a@b.example' }, 'Email'],
    ['from_name', ['Ann'], 'Name'],
    ['message', null, 'Message'],
  ])('%s sent as %j is named as not text (%s), not as missing', async (field, value, label) => {
    const before = await target.snapshot(BOOKKEEPING);
    const response = await post({ ...good, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: VISITOR_TEXT_ERRORS.notText(label), field });
    expect(await target.snapshot(BOOKKEEPING)).toBe(before);
  });

  it('a field left out is still "required"', async () => {
    const { message: _left, ...rest } = good;
    const response = await post(rest);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Message is required', field: 'message' });
  });

  it('a message an earlier release stored with such characters shows them as code points in the inbox', async () => {
    const store = new EmbeddedStore(target.server.dataDir);
    try {
      await store.set('feedbacks/old-bidi-message', {
        name: 'Old',
        email: 'old@example.com',
        subject: 'Invoice \u202egpj.exe',
        message: 'Hello \u2066there\u2069',
        createdAt: Date.now(),
      });
    } finally {
      await store.close();
    }
    const cookie = await signIn(target.url, OWNER.username, OWNER.password);
    const html = await (await fetch(`${target.url}/view/feedbacks`, { headers: { cookie } })).text();
    expect(html).toContain('Invoice [U+202E]gpj.exe');
    expect(html).toContain('Hello [U+2066]there[U+2069]');
    expect(html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
