import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VISITS } from '@/lib/stats/visits-words';
import { parseEnv } from '@/lib/env';
import { createStore } from '@/lib/store/create';
import type { Store } from '@/lib/store/types';
import { isBot } from '@/lib/stats/bots';
import {
  isVisitorId,
  newVisitorId,
  readVisitorCookie,
  signVisitorCookie,
  visitorCookieKey,
} from '@/lib/stats/visitor-cookie';
import {
  COUNTERS_PATH,
  countVisit,
  legacyVisitorPath,
  readVisitCounts,
  StatsCorruptError,
  type VisitOutcome,
} from '@/lib/stats/visits';

const KEY = visitorCookieKey(new TextEncoder().encode('unit-test-session-secret-0123456789abcdef'));
const OTHER_KEY = visitorCookieKey(new TextEncoder().encode('another-session-secret-0123456789abcdefgh'));

const dirs: string[] = [];
const stores: Store[] = [];
/** The store the app would use for a fresh data folder (whatever the embedded backend is). */
async function newStore(): Promise<Store> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stats-'));
  dirs.push(dir);
  const store = createStore(parseEnv({ DATA_DIR: dir }));
  stores.push(store);
  return store;
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close?.()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function counted(outcome: VisitOutcome) {
  if (!outcome.ok) throw new Error(`visit refused: ${outcome.reason}`);
  return outcome;
}

/** A value signed with the real key, whatever it says: what a forger could not make. */
const signedAnyway = (id: string, visits: string) =>
  `${id}.${visits}.${createHmac('sha256', KEY).update(`${id}.${visits}`).digest('base64url')}`;

describe('visitor ids', () => {
  it('are random 22-character base64url strings', () => {
    const ids = new Set(Array.from({ length: 500 }, newVisitorId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(isVisitorId(id)).toBe(true);
  });

  it.each(['', 'short', 'a'.repeat(23), 'a'.repeat(21) + '/', 'a'.repeat(21) + '.', 'ä'.repeat(22), 42, undefined])(
    'refuse %p',
    (value) => expect(isVisitorId(value)).toBe(false),
  );
});

describe('visitor cookie', () => {
  it('keeps the name of the previous release (so old cookies are upgraded) and its bounds', () => {
    expect(VISITS.cookieName).toBe('visitor_id');
    expect(VISITS.cookieMaxAgeSeconds).toBe(400 * 24 * 60 * 60);
    expect(Number.isSafeInteger(VISITS.maxVisitsPerBrowser)).toBe(true);
    expect(VISITS.maxVisitsPerBrowser).toBeGreaterThanOrEqual(100_000);
  });

  const id = newVisitorId();

  it('is <id>.<visits>.<HMAC-SHA256 base64url> and reads back', () => {
    const value = signVisitorCookie(KEY, id, 7);
    expect(value).toMatch(new RegExp(`^${id}\\.7\\.[A-Za-z0-9_-]{43}$`));
    expect(readVisitorCookie(KEY, value)).toEqual({ kind: 'signed', id, visits: 7 });
    expect(readVisitorCookie(KEY, undefined)).toEqual({ kind: 'none' });
    expect(readVisitorCookie(KEY, id)).toEqual({ kind: 'legacy', id });
  });

  it('uses a key derived from the session secret, not the secret itself', () => {
    const secret = new TextEncoder().encode('unit-test-session-secret-0123456789abcdef');
    expect(visitorCookieKey(secret)).toHaveLength(32);
    expect(visitorCookieKey(secret).equals(KEY)).toBe(true);
    expect(KEY.equals(OTHER_KEY)).toBe(false);
    expect(Buffer.from(secret).includes(KEY)).toBe(false);
  });

  it('refuses every tampered value', () => {
    const value = signVisitorCookie(KEY, id, 3);
    const [, , sig] = value.split('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const tampered = [
      `${id}.4.${sig}`, // count raised, signature kept
      `${newVisitorId()}.3.${sig}`, // another id
      `${id}.3.${flip(sig, 0)}`,
      `${id}.3.${flip(sig, 42)}`,
      `${id}.3.${sig.slice(0, 42)}`,
      `${id}.3.${sig}A`,
      `${id}.3.${sig}.extra`,
      `${id}.3`,
      `${id}..${sig}`,
      value.replace(/\./g, '-'),
      signVisitorCookie(OTHER_KEY, id, 3), // signed with another site's key
      '',
      'short',
      '../../admin',
      'a'.repeat(200),
    ];
    for (const bad of tampered) expect([bad, readVisitorCookie(KEY, bad)]).toEqual([bad, { kind: 'forged' }]);
  });

  it('refuses absurd counts even under a valid signature', () => {
    for (const visits of [
      '0',
      '-1',
      '1.5',
      '1e3',
      '007',
      '+5',
      ' 5',
      String(VISITS.maxVisitsPerBrowser + 1),
      '9'.repeat(17),
    ]) {
      expect([visits, readVisitorCookie(KEY, signedAnyway(id, visits))]).toEqual([visits, { kind: 'forged' }]);
    }
    expect(readVisitorCookie(KEY, signedAnyway(id, String(VISITS.maxVisitsPerBrowser)))).toEqual({
      kind: 'signed',
      id,
      visits: VISITS.maxVisitsPerBrowser,
    });
    expect(() => signVisitorCookie(KEY, id, 0)).toThrow(RangeError);
    expect(() => signVisitorCookie(KEY, 'not-an-id', 1)).toThrow(RangeError);
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.31',
    '',
    null,
  ])('counts %p as a robot', (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ])('counts %p as a person', (ua) => expect(isBot(ua)).toBe(false));
});

describe('countVisit', () => {
  it('counts a new browser as unique and hands it a signed cookie with one visit; nothing stored per browser', async () => {
    const store = await newStore();
    const visit = counted(await countVisit(store, KEY, undefined));
    expect(visit.counts).toEqual({ unique: 1, total: 1, yours: 1 });
    expect(readVisitorCookie(KEY, visit.cookie)).toMatchObject({ kind: 'signed', visits: 1 });
    expect(await store.get('stats')).toEqual({ counters: { total: 1, unique: 1 } });
  });

  it('counts a returning browser from its cookie: its visits and the total, not a new unique', async () => {
    const store = await newStore();
    const first = counted(await countVisit(store, KEY, undefined));
    const second = counted(await countVisit(store, KEY, first.cookie));
    const third = counted(await countVisit(store, KEY, second.cookie));
    const other = counted(await countVisit(store, KEY, undefined));
    expect([second.counts, third.counts, other.counts]).toEqual([
      { unique: 1, total: 2, yours: 2 },
      { unique: 1, total: 3, yours: 3 },
      { unique: 2, total: 4, yours: 1 },
    ]);
    const firstId = (readVisitorCookie(KEY, first.cookie) as { id: string }).id;
    expect(readVisitorCookie(KEY, third.cookie)).toEqual({ kind: 'signed', id: firstId, visits: 3 });
    expect(await readVisitCounts(store, KEY, third.cookie)).toEqual({
      ok: true,
      counts: { unique: 2, total: 4, yours: 3 },
    });
    expect(await readVisitCounts(store, KEY, undefined)).toEqual({
      ok: true,
      counts: { unique: 2, total: 4, yours: 0 },
    });
    expect(await store.get('stats')).toEqual({ counters: { total: 4, unique: 2 } });
  });

  it('refuses a tampered or forged cookie and counts nothing', async () => {
    const store = await newStore();
    const real = counted(await countVisit(store, KEY, undefined)).cookie;
    const [id, , sig] = real.split('.');
    const before = await store.get('');
    for (const bad of [
      `${id}.500.${sig}`,
      `${id}.1.${sig.slice(0, -1)}B`,
      signVisitorCookie(OTHER_KEY, id, 500),
      signedAnyway(id, '-1'),
      signedAnyway(id, String(VISITS.maxVisitsPerBrowser + 1)),
      'a'.repeat(200),
    ]) {
      expect(await countVisit(store, KEY, bad)).toEqual({ ok: false, reason: 'forged-cookie' });
      expect(await readVisitCounts(store, KEY, bad)).toEqual({ ok: false, reason: 'forged-cookie' });
    }
    expect(await store.get('')).toEqual(before);
  });

  it('upgrades a cookie of the previous release: its old tally + 1, the old record removed, not a new unique', async () => {
    const store = await newStore();
    const upgraded = newVisitorId();
    const untouched = newVisitorId();
    await store.set(COUNTERS_PATH, { total: 10, unique: 2 });
    await store.set(legacyVisitorPath(upgraded), 6);
    await store.set(legacyVisitorPath(untouched), 4);

    expect(await readVisitCounts(store, KEY, upgraded)).toEqual({
      ok: true,
      counts: { unique: 2, total: 10, yours: 6 },
    });
    const visit = counted(await countVisit(store, KEY, upgraded));
    expect(visit.counts).toEqual({ unique: 2, total: 11, yours: 7 });
    expect(readVisitorCookie(KEY, visit.cookie)).toEqual({ kind: 'signed', id: upgraded, visits: 7 });
    expect(await store.get(legacyVisitorPath(upgraded))).toBeNull();
    expect(await store.get(legacyVisitorPath(untouched))).toBe(4);

    const next = counted(await countVisit(store, KEY, visit.cookie));
    expect(next.counts).toEqual({ unique: 2, total: 12, yours: 8 });
  });

  it('restarts an old-release cookie whose record is gone at one visit, without counting it as unique again', async () => {
    const store = await newStore();
    await store.set(COUNTERS_PATH, { total: 10, unique: 2 });
    const lost = newVisitorId();
    expect(await readVisitCounts(store, KEY, lost)).toEqual({ ok: true, counts: { unique: 2, total: 10, yours: 0 } });
    const visit = counted(await countVisit(store, KEY, lost));
    expect(visit.counts).toEqual({ unique: 2, total: 11, yours: 1 });
    expect(readVisitorCookie(KEY, visit.cookie)).toEqual({ kind: 'signed', id: lost, visits: 1 });
    expect(await store.get('stats')).toEqual({ counters: { total: 11, unique: 2 } });
  });

  it('keeps exact totals under 300 parallel visits of new, returning and upgrading browsers', async () => {
    const store = await newStore();
    const returning = await Promise.all(
      Array.from({ length: 50 }, async () => counted(await countVisit(store, KEY, undefined)).cookie),
    );
    const legacy = Array.from({ length: 50 }, newVisitorId);
    await Promise.all(legacy.map((id) => store.set(legacyVisitorPath(id), 3)));
    await store.transaction(COUNTERS_PATH, () => ({ total: 50 + 150, unique: 50 + 50 }));

    const visits = await Promise.all([
      ...Array.from({ length: 200 }, () => countVisit(store, KEY, undefined)),
      ...returning.map((cookie) => countVisit(store, KEY, cookie)),
      ...legacy.map((id) => countVisit(store, KEY, id)),
    ]);
    const yours = visits.map((v) => counted(v).counts.yours);
    expect(yours).toEqual([...Array<number>(200).fill(1), ...Array<number>(50).fill(2), ...Array<number>(50).fill(4)]);
    expect(new Set(visits.map((v) => counted(v).counts.total)).size).toBe(300);
    expect(await store.get('stats')).toEqual({ counters: { total: 200 + 300, unique: 100 + 200 } });
  });

  it('starts from nothing on an empty store', async () => {
    expect(await readVisitCounts(await newStore(), KEY, undefined)).toEqual({
      ok: true,
      counts: { unique: 0, total: 0, yours: 0 },
    });
  });

  it('refuses corrupt counters or an old record loudly and leaves them as they were', async () => {
    const store = await newStore();
    await store.set(COUNTERS_PATH, { total: 'many', unique: 1 });
    await expect(countVisit(store, KEY, undefined)).rejects.toThrow(StatsCorruptError);
    await expect(readVisitCounts(store, KEY, undefined)).rejects.toThrow(StatsCorruptError);
    expect(await store.get(COUNTERS_PATH)).toEqual({ total: 'many', unique: 1 });

    await store.set(COUNTERS_PATH, { total: 5, unique: 1 });
    const id = newVisitorId();
    await store.set(legacyVisitorPath(id), 'lots');
    await expect(countVisit(store, KEY, id)).rejects.toThrow(StatsCorruptError);
    expect(await store.get('stats')).toEqual({ counters: { total: 5, unique: 1 }, visitors: { [id]: 'lots' } });
  });
});
