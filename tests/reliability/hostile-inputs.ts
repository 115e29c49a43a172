/**
 * Malformed and hostile request bodies for the fuzzer: wrong types, missing and extra fields,
 * huge and deeply nested values, prototype keys, store-key tricks, unicode and control
 * characters, broken JSON and multipart, wrong content types; spoofed forwarding headers; bodies
 * past each size cap; paths no handler declares.
 */
export interface HostileInput {
  label: string;
  contentType?: string;
  body?: string | Buffer;
  query?: string;
}

const KEY_TRICKS = [
  '.',
  '#',
  '$',
  '/',
  '[',
  ']',
  '..',
  '../..',
  'a/b',
  '',
  ' ',
  '\u0000',
  'user',
  'admin',
  '__proto__',
  'constructor',
  'prototype',
];
const STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  'é'.repeat(6_000),
  '\u0000\u0001\u0007\u001b',
  '\ud800',
  '😀'.repeat(100),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,x',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '%00',
  'x@y',
  '@',
  'a'.repeat(300) + '@example.com',
  '\u202e\u200b\ufeff',
  // What React's reply decoder reads as references to other parts of a server-action body.
  '$Q1',
  '$@1',
  '$F1',
  '$B1',
  '$K1',
  '$nx',
];
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  3.14,
  [],
  {},
  [1, 2],
  { a: 1 },
  ...STRINGS,
];
const FIELDS = [
  'yourMail',
  'subject',
  'message',
  'from_name',
  'website',
  'userName',
  'password',
  'name',
  'email',
  'title',
  'id',
  'order',
  'url',
  'image',
  'link',
  'color',
  'user',
  'section',
];

function deep(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? { d: v } : [v];
  return v;
}

export function hostileInputs(): HostileInput[] {
  const out: HostileInput[] = [];
  const json = (label: string, value: unknown) =>
    out.push({ label, contentType: 'application/json', body: JSON.stringify(value) });

  for (const field of FIELDS) for (const value of VALUES) json(`field ${field}=${typeof value}`, { [field]: value });
  for (const key of KEY_TRICKS) {
    json(`key trick ${JSON.stringify(key)}`, { [key]: 'x', yourMail: 'a@b.example', subject: 's', message: 'm' });
    json(`nested key trick ${JSON.stringify(key)}`, { user: { [key]: { [key]: 1 } } });
  }
  out.push({
    label: 'proto pollution',
    contentType: 'application/json',
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  });
  for (const depth of [10, 100, 1000]) json(`deep nesting ${depth}`, deep(depth));
  json('array body', [1, 2, 3]);
  json('string body', 'hello');
  json('number body', 42);
  json('null body', null);
  json('all fields wrong types', Object.fromEntries(FIELDS.map((f, i) => [f, VALUES[i % VALUES.length]])));
  json('extra fields', {
    yourMail: 'a@b.example',
    subject: 's',
    message: 'm',
    from_name: 'x',
    extra: 1,
    more: { x: 1 },
  });
  json('missing fields', { subject: 's' });
  for (const s of STRINGS)
    json(`contact with ${JSON.stringify(s).slice(0, 20)}`, { yourMail: s, subject: s, message: s, from_name: s });
  for (const size of [100_000, 1_000_000, 5_000_000]) {
    out.push({
      label: `huge json ${size}`,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'x'.repeat(size) }),
    });
  }
  for (const raw of ['{', '{"a":', 'nul', '{"a":1}}', '\u0000', '[[[[[[[[', '{"a":NaN}', '{"a":1e999}', '\ufeff{}']) {
    out.push({ label: `broken json ${JSON.stringify(raw)}`, contentType: 'application/json', body: raw });
  }
  for (const type of [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'image/png',
    'multipart/form-data',
    'application/json; charset=utf-16',
    '',
    'garbage/\u00ff',
  ]) {
    out.push({
      label: `content-type ${JSON.stringify(type)}`,
      contentType: type || undefined,
      body: 'yourMail=a%40b.example&subject=s&message=m',
    });
  }
  const boundary = '----fuzz';
  const multipart = (parts: string) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: parts });
  out.push({
    label: 'multipart without closing',
    ...multipart(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`),
  });
  out.push({ label: 'multipart bad boundary', contentType: 'multipart/form-data; boundary=', body: 'x' });
  out.push({
    label: 'multipart fake image',
    ...multipart(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
    ),
  });
  out.push({
    label: 'multipart svg',
    ...multipart(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload="alert(1)"/>\r\n--${boundary}--\r\n`,
    ),
  });
  out.push({
    label: 'multipart many fields',
    ...multipart(
      Array.from(
        { length: 500 },
        (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`,
      ).join('') + `--${boundary}--\r\n`,
    ),
  });
  out.push({
    label: 'random binary',
    contentType: 'application/octet-stream',
    body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
  });
  for (const q of ['?a=1', '?__proto__[x]=1', '?tab=../../etc', '?id=%00', `?x=${'a'.repeat(4000)}`, '?a[]=1&a[]=2'])
    out.push({ label: `query ${q.slice(0, 20)}`, query: q });
  out.push({ label: 'no body' });
  return out;
}

/**
 * Forwarding headers a client can send to pose as another client, host or scheme. Each request
 * sends one set (by its index); most keep the host, so the deeper checks are reached too.
 */
const FORWARDING: Record<string, string>[] = [
  { 'x-forwarded-for': '198.51.100.7' },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-for': '::1, 10.0.0.1, 198.51.100.1' },
  { 'x-forwarded-for': 'not-an-ip, <script>alert(1)</script>, ../../etc/passwd' },
  { 'x-forwarded-for': `${'203.0.113.9, '.repeat(600)}198.51.100.2` },
  { 'x-forwarded-for': '' },
  { 'x-real-ip': '127.0.0.1' },
  { 'x-real-ip': '\u00ff\u00fe%00' },
  { 'x-forwarded-proto': 'javascript' },
  { 'x-forwarded-proto': 'https, http' },
  { forwarded: 'for="[::1]:80", for=unknown;by=_hidden;proto=https' },
  { forwarded: '=;;,,"' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-host': '127.0.0.1:1, evil.example' },
  { forwarded: 'for=127.0.0.1;host=evil.example;proto=https' },
  {
    'x-forwarded-for': '10.0.0.1',
    'x-real-ip': '10.0.0.2',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'for=10.0.0.3;host=evil.example',
  },
];

export const spoofedForwarding = (i: number): Record<string, string> => FORWARDING[i % FORWARDING.length];

const MB = 1024 * 1024;

/** A chunked body (no Content-Length) past a size cap; `action` sends it as a call of that server action. */
export interface OverCapBody {
  label: string;
  path: string;
  contentType: string;
  size: number;
  action?: string;
}

/** A few sizes just past and well past each cap: bounded, 90 MB sent at most per phase, far less when caps hold. */
export const OVER_CAP_BODIES: OverCapBody[] = [
  { label: 'contact just past 32 KB', path: '/api/contact', contentType: 'application/json', size: 32 * 1024 + 1 },
  { label: 'contact 4 MB', path: '/api/contact', contentType: 'application/json', size: 4 * MB },
  { label: 'backup import 21 MB', path: '/api/admin/import', contentType: 'application/json', size: 21 * MB },
  { label: 'JSON Resume import 2 MB', path: '/api/admin/json-resume', contentType: 'application/json', size: 2 * MB },
  {
    label: 'upload just past 4 MB',
    path: '/api/admin/media',
    contentType: 'multipart/form-data; boundary=fuzz',
    size: 4 * MB + 64 * 1024 + 1,
  },
  { label: 'upload 24 MB', path: '/api/admin/media', contentType: 'multipart/form-data; boundary=fuzz', size: 24 * MB },
  { label: 'visit 1 MB', path: '/api/visit', contentType: 'application/json', size: MB },
  { label: 'insights event 1 MB', path: '/api/insights', contentType: 'application/json', size: MB },
  { label: 'Firebase sign-in 2 MB', path: '/api/auth/firebase', contentType: 'application/json', size: 2 * MB },
  {
    label: 'action call 2 MB',
    path: '',
    contentType: 'text/plain;charset=UTF-8',
    size: 2 * MB,
    action: 'lib/auth/actions.ts#login',
  },
  {
    label: 'action multipart 2 MB',
    path: '',
    contentType: 'multipart/form-data; boundary=fuzz',
    size: 2 * MB,
    action: 'lib/admin/content-actions.ts#saveListItem',
  },
  { label: 'page 2 MB', path: '/contact', contentType: 'application/x-www-form-urlencoded', size: 2 * MB },
  { label: 'demo file 2 MB', path: '/demo/x', contentType: 'application/octet-stream', size: 2 * MB },
];

/** Paths no handler declares, or static files: every method and action-like POST must be answered cleanly. */
export const UNDECLARED_PATHS = [
  '/api/anything',
  '/api/admin/anything',
  '/og/anything',
  '/robots.txtX',
  '/favicon.icoX',
  '/sitemap.xmlX',
  '/media/a/b',
  '/demo/x',
  '/demo/avatar.webp',
];

/** Actions that end the session they are called with: signed in, each call gets a session of its own. */
export const SESSION_ENDING_ACTIONS = ['lib/auth/actions.ts#logout', 'lib/auth/actions.ts#signOutEverywhere'];
