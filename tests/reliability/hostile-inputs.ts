/**
 * Malformed and hostile request bodies for the fuzzer: wrong types, missing and extra fields,
 * huge and deeply nested values, prototype keys, store-key tricks, unicode and control
 * characters, broken JSON and multipart, wrong content types.
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
