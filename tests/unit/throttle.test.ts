import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { PEER_HEADER, UNKNOWN_CLIENT, clientAddress, clientKey, normalizeAddress } from '@/lib/http/client-key';
import { THROTTLE_PATH, Throttle, clearThrottle, type ThrottleRule } from '@/lib/http/throttle';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { FirebaseStore } from '@/lib/store/firebase-store';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { startDatabaseServer } from '../helpers/firebase-server';

const dirs: string[] = [];
const stores: EmbeddedStore[] = [];
async function freshStore(dir?: string) {
  if (!dir) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'throttle-'));
    dirs.push(dir);
  }
  const store = new EmbeddedStore(dir);
  stores.push(store);
  return { store, dir };
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const secret = new TextEncoder().encode('x'.repeat(40));
const RULE: ThrottleRule = { name: 'test', limit: 5, windowMs: 15 * 60_000 };

describe('Throttle (store-backed sliding window)', () => {
  it('lets exactly `limit` of 30 parallel tries through, taken before the work runs', async () => {
    const { store } = await freshStore();
    const throttle = new Throttle(store, secret);
    const decisions = await Promise.all(Array.from({ length: 30 }, () => throttle.take(RULE, 'account')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(14 * 60_000);
  });

  it('holds across two processes sharing the data folder (two store handles), and across restarts', async () => {
    const { store: a, dir } = await freshStore();
    const { store: b } = await freshStore(dir);
    const ta = new Throttle(a, secret);
    const tb = new Throttle(b, secret);
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? ta : tb).take(RULE, 'k')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    await a.close();
    const { store: again } = await freshStore(dir);
    expect((await new Throttle(again, secret).take(RULE, 'k')).allowed).toBe(false);
  });

  it('holds across two Firebase connections (two serverless instances on one database)', async () => {
    const server = await startDatabaseServer();
    const connect = (name: string) => {
      const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `throttle-${name}`);
      return new FirebaseStore(getDatabase(app), () => deleteApp(app), { timeoutMs: 20_000 });
    };
    const [a, b] = [connect('a'), connect('b')];
    try {
      const [ta, tb] = [new Throttle(a, secret), new Throttle(b, secret)];
      const decisions = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? ta : tb).take(RULE, 'k')));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    } finally {
      await a.close();
      await b.close();
      await server.stop();
    }
  });

  it('frees a try when its window has passed, and a refund gives one back at once', async () => {
    const { store } = await freshStore();
    let now = 1_000_000;
    const throttle = new Throttle(store, secret, () => now);
    const taken = [];
    for (let i = 0; i < 5; i++) {
      taken.push(await throttle.take(RULE, 'k'));
      now += 1000;
    }
    expect((await throttle.take(RULE, 'k')).allowed).toBe(false);
    const first = taken[0];
    if (!first.allowed) throw new Error('unreachable');
    await throttle.refund(RULE, 'k', first.at);
    expect((await throttle.take(RULE, 'k')).allowed).toBe(true);
    expect((await throttle.take(RULE, 'k')).allowed).toBe(false);
    now += RULE.windowMs; // every try has left the window
    expect((await throttle.take(RULE, 'k')).allowed).toBe(true);
  });

  it('keeps buckets per key, stores no key in readable form, and sweeps expired buckets', async () => {
    const { store } = await freshStore();
    let now = 5_000_000;
    const throttle = new Throttle(store, secret, () => now);
    for (let i = 0; i < 20; i++) expect((await throttle.take(RULE, `203.0.113.${i}`)).allowed).toBe(true);
    const stored = JSON.stringify(await store.get(THROTTLE_PATH));
    expect(stored).not.toContain('203.0.113');
    expect(Object.keys((await store.get(`${THROTTLE_PATH}/test`)) as object)).toHaveLength(20);
    now += RULE.windowMs + 1;
    await throttle.take(RULE, 'newcomer');
    expect(Object.keys((await store.get(`${THROTTLE_PATH}/test`)) as object)).toHaveLength(1);
  });

  it('clear lifts a lock at once', async () => {
    const { store } = await freshStore();
    const throttle = new Throttle(store, secret);
    for (let i = 0; i < 5; i++) await throttle.take(RULE, 'k');
    expect((await throttle.take(RULE, 'k')).allowed).toBe(false);
    await clearThrottle(store, RULE);
    expect((await throttle.take(RULE, 'k')).allowed).toBe(true);
  });

  it('reads a damaged bucket as empty rather than failing', async () => {
    const { store } = await freshStore();
    const throttle = new Throttle(store, secret);
    await throttle.take(RULE, 'k');
    const folder = (await store.get<Record<string, unknown>>(`${THROTTLE_PATH}/test`))!;
    await store.set(`${THROTTLE_PATH}/test/${Object.keys(folder)[0]}`, { times: 'garbage' });
    expect((await throttle.take(RULE, 'k')).allowed).toBe(true);
  });
});

describe('client identity under TRUST_PROXY', () => {
  const TOKEN = 'f'.repeat(32);
  const headers = (h: Record<string, string>) => new Headers(h);
  const peer = (address: string) => ({ [PEER_HEADER]: `${TOKEN} ${address}` });
  beforeAll(() => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('portfolio.peer-token')] = TOKEN;
  });
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portfolio.peer-token')];
  });

  it('none: the TCP peer only; forwarding headers and a forged peer header are ignored', () => {
    const none = { kind: 'none' } as const;
    expect(clientAddress(headers({ ...peer('127.0.0.1'), 'x-forwarded-for': '9.9.9.9' }), none)).toBe('127.0.0.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '9.9.9.9', 'x-real-ip': '8.8.8.8' }), none)).toBeNull();
    expect(clientAddress(headers({ [PEER_HEADER]: `${'0'.repeat(32)} 9.9.9.9` }), none)).toBeNull();
    expect(clientKey(headers({ 'x-forwarded-for': '9.9.9.9' }), none)).toBe(UNKNOWN_CLIENT);
  });

  it('a number of hops: the address that many proxies back from the peer', () => {
    const one = { kind: 'hops', hops: 1 } as const;
    const two = { kind: 'hops', hops: 2 } as const;
    const h = headers({ ...peer('10.0.0.2'), 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1' });
    expect(clientAddress(h, one)).toBe('10.0.0.1');
    expect(clientAddress(h, two)).toBe('198.51.100.7');
    // The client's own made-up entries sit left of what the trusted proxies appended.
    expect(clientAddress(headers({ ...peer('10.0.0.2'), 'x-forwarded-for': 'spoof, 198.51.100.7' }), one)).toBe(
      '198.51.100.7',
    );
    // Under `next start` no peer is vouched for: the nearest proxy's entry is the last one.
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.7' }), one)).toBe('198.51.100.7');
    expect(clientAddress(headers({ 'x-forwarded-for': 'spoof, 198.51.100.7' }), one)).toBe('198.51.100.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1' }), two)).toBe('198.51.100.7');
    expect(clientAddress(headers({}), one)).toBeNull();
  });

  it('vercel: the address Vercel writes', () => {
    const vercel = { kind: 'vercel' } as const;
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.8', 'x-forwarded-for': '1.1.1.1' }), vercel)).toBe(
      '198.51.100.8',
    );
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.9' }), vercel)).toBe('198.51.100.9');
  });

  it('normalises addresses: mapped IPv4, ports, and IPv6 by its /64', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('192.0.2.1:5555')).toBe('192.0.2.1');
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('[2001:db8:1:2:bbbb::9]:443')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('not an address')).toBeNull();
  });

  it('TRUST_PROXY is parsed strictly: none by default, vercel on Vercel, a number of hops', () => {
    expect(parseEnv({}).trustProxy).toEqual({ kind: 'none' });
    expect(parseEnv({ VERCEL: '1' }).trustProxy).toEqual({ kind: 'vercel' });
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'none', VERCEL: '1' }).trustProxy).toEqual({ kind: 'none' });
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be "none", "vercel" or the number/);
  });
});
