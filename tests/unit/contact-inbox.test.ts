import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTACT } from '@/lib/constants';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { feedbackSchema } from '@/lib/content/schemas';
import { mailConfig } from '@/lib/email/config';
import { FeedbackInbox } from '@/lib/feedback/inbox';
import { parseContactInput } from '@/lib/feedback/input';
import { readBodyText } from '@/lib/http/read-body';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import type { Store } from '@/lib/store/types';

const dirs: string[] = [];
async function newStore(): Promise<EmbeddedStore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inbox-'));
  dirs.push(dir);
  return new EmbeddedStore(dir);
}
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const good = {
  yourMail: 'ann@example.com',
  subject: 'Hello',
  message: 'Line one\nLine two',
  from_name: CONTACT.fromName,
  website: '',
};

describe('parseContactInput', () => {
  it('accepts the form fields', () => {
    expect(parseContactInput(good)).toEqual({ ok: true, input: good });
  });

  it.each([
    ['an email without domain', { ...good, yourMail: 'ann@' }, 'yourMail'],
    ['an email without @', { ...good, yourMail: 'no-at-sign' }, 'yourMail'],
    ['an empty subject', { ...good, subject: '' }, 'subject'],
    ['a 201-character subject', { ...good, subject: 'x'.repeat(201) }, 'subject'],
    ['a two-line subject', { ...good, subject: 'two\nlines' }, 'subject'],
    ['a blank message', { ...good, message: '   ' }, 'message'],
    ['a 5001-character message', { ...good, message: 'x'.repeat(5001) }, 'message'],
    ['a control character in the message', { ...good, message: 'bell \u0007 here' }, 'message'],
    ['a NUL in the subject', { ...good, subject: 'null \u0000 byte' }, 'subject'],
  ])('refuses %s, naming the field', (_label, body, field) => {
    const result = parseContactInput(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('accepts the limits exactly', () => {
    expect(parseContactInput({ ...good, subject: 'x'.repeat(200), message: 'y'.repeat(5000) }).ok).toBe(true);
  });

  it('refuses missing fields, unknown fields and non-objects with specific messages', () => {
    expect(parseContactInput({ subject: 'a', message: 'b' })).toEqual({
      ok: false,
      error: 'Email is required',
      field: 'yourMail',
    });
    expect(parseContactInput({ ...good, ip: '1.2.3.4' })).toEqual({
      ok: false,
      error: CONTACT_ERRORS.unknownField('ip'),
    });
    expect(parseContactInput([good])).toEqual({ ok: false, error: CONTACT_ERRORS.malformed });
    expect(parseContactInput('text')).toEqual({ ok: false, error: CONTACT_ERRORS.malformed });
  });
});

describe('FeedbackInbox', () => {
  it('stores a message at feedbacks/{id} in the shape the admin reads', async () => {
    const store = await newStore();
    const inbox = new FeedbackInbox(store, () => 1_700_000_000_000);
    const result = await inbox.submit(good, 'client-a');
    expect(result.status).toBe(201);
    if (result.status !== 201) return;
    const saved = await store.get(`feedbacks/${result.id}`);
    expect(feedbackSchema.parse(saved)).toEqual({
      name: CONTACT.fromName,
      email: good.yourMail,
      subject: good.subject,
      message: good.message,
      createdAt: 1_700_000_000_000,
    });
    expect(await store.get('user')).toBeNull();
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const store = await newStore();
    const result = await new FeedbackInbox(store).submit(
      { ...good, [CONTACT_LIMITS.honeypotField]: 'https://spam.example' },
      'c',
    );
    expect(result).toEqual({ status: 400, error: CONTACT_ERRORS.refused });
    expect(await store.get('feedbacks')).toBeNull();
  });

  it('refuses bad input and stores nothing', async () => {
    const store = await newStore();
    const result = await new FeedbackInbox(store).submit({ ...good, yourMail: 'nope' }, 'c');
    expect(result.status).toBe(400);
    expect(await store.get('feedbacks')).toBeNull();
  });

  it(`lets each client send ${CONTACT_LIMITS.perClient} messages per window, then says when to retry`, async () => {
    const store = await newStore();
    let now = 1_000_000;
    const inbox = new FeedbackInbox(store, () => now);
    for (let i = 0; i < CONTACT_LIMITS.perClient; i++) {
      expect((await inbox.submit({ ...good, subject: `s${i}` }, 'flooder')).status).toBe(201);
      now += 1000;
    }
    const refused = await inbox.submit({ ...good, subject: 'one more' }, 'flooder');
    expect(refused).toEqual({ status: 429, error: CONTACT_ERRORS.tooMany(10), retryAfterSeconds: 595 });
    expect((await inbox.submit({ ...good, subject: 'someone else' }, 'other')).status).toBe(201);
    now = 1_000_000 + CONTACT_LIMITS.windowMs;
    expect((await inbox.submit({ ...good, subject: 'later' }, 'flooder')).status).toBe(201);
    expect(Object.keys((await store.get<Record<string, unknown>>('feedbacks')) ?? {})).toHaveLength(
      CONTACT_LIMITS.perClient + 2,
    );
  });

  it('caps all clients together', async () => {
    const store = await newStore();
    const inbox = new FeedbackInbox(store, () => 5);
    const results = [];
    for (let i = 0; i <= CONTACT_LIMITS.globalPerWindow; i++) {
      results.push(await inbox.submit({ ...good, subject: `s${i}` }, `client-${i}`));
    }
    expect(results.filter((r) => r.status === 201)).toHaveLength(CONTACT_LIMITS.globalPerWindow);
    expect(results.at(-1)).toMatchObject({ status: 429, error: CONTACT_ERRORS.busy(10) });
  });

  it('returns the stored id for a retried identical message instead of a duplicate', async () => {
    const store = await newStore();
    const inbox = new FeedbackInbox(store);
    const [a, b] = await Promise.all([inbox.submit(good, 'c'), inbox.submit(good, 'c')]);
    const c = await inbox.submit(good, 'c');
    expect(a).toEqual({ status: 201, id: expect.any(String) });
    // The repeats carry the same id, marked as repeats (the route counts a message once).
    expect(b).toEqual({ ...a, repeated: true });
    expect(c).toEqual({ ...a, repeated: true });
    expect(Object.keys((await store.get<Record<string, unknown>>('feedbacks')) ?? {})).toHaveLength(1);
  });

  it('answers 503 without a stack when the store fails, and a retry then stores', async () => {
    const real = await newStore();
    let broken = true;
    const flaky: Store = {
      ...real,
      backend: 'file',
      get: real.get.bind(real),
      set: real.set.bind(real),
      update: real.update.bind(real),
      remove: real.remove.bind(real),
      transaction: real.transaction.bind(real),
      transactMany: real.transactMany.bind(real),
      push: (p, v) => (broken ? Promise.reject(new Error('disk full')) : real.push(p, v)),
    };
    const inbox = new FeedbackInbox(flaky);
    expect(await inbox.submit(good, 'c')).toEqual({ status: 503, error: CONTACT_ERRORS.storeDown });
    broken = false;
    expect((await inbox.submit(good, 'c')).status).toBe(201);
  });
});

describe('mailConfig', () => {
  it('is on only when all three EmailJS settings are present', () => {
    const all = {
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 's',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 't',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'k',
    };
    expect(mailConfig(all)).toEqual({ serviceId: 's', templateId: 't', publicKey: 'k' });
    expect(mailConfig({ ...all, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: undefined })).toBeNull();
    expect(mailConfig({})).toBeNull();
  });
});

describe('readBodyText', () => {
  function streamed(parts: Uint8Array[]) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled < parts.length) controller.enqueue(parts[pulled++]);
        else controller.close();
      },
    });
    return {
      request: new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit),
      pulled: () => pulled,
    };
  }

  it('reads UTF-8 text within the limit', async () => {
    const { request } = streamed([new TextEncoder().encode('{"a":"é"}')]);
    expect(await readBodyText(request, 100)).toEqual({ ok: true, text: '{"a":"é"}' });
  });

  it('stops reading as soon as the body passes the limit', async () => {
    const chunk = new Uint8Array(1000).fill(65);
    const { request, pulled } = streamed(Array.from({ length: 100 }, () => chunk));
    expect(await readBodyText(request, 2500)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled()).toBeLessThan(10);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { request } = streamed([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]);
    expect(await readBodyText(request, 100)).toEqual({ ok: false, reason: 'malformed' });
  });
});
