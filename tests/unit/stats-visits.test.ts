import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@/lib/store/file-store';
import { isBot } from '@/lib/stats/bots';
import { isVisitorId, newVisitorId } from '@/lib/stats/visitor-id';
import { COUNTERS_PATH, readVisitCounts, recordVisit, StatsCorruptError, visitorPath } from '@/lib/stats/visits';

const dirs: string[] = [];
async function newStore(): Promise<FileStore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stats-'));
  dirs.push(dir);
  return new FileStore(dir);
}
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

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

describe('recordVisit', () => {
  it('counts a new browser once as unique, every visit in the total, and its own visits', async () => {
    const store = await newStore();
    const a = newVisitorId();
    const b = newVisitorId();
    expect(await recordVisit(store, a)).toEqual({ unique: 1, total: 1, yours: 1 });
    expect(await recordVisit(store, a)).toEqual({ unique: 1, total: 2, yours: 2 });
    expect(await recordVisit(store, b)).toEqual({ unique: 2, total: 3, yours: 1 });
    expect(await readVisitCounts(store, a)).toEqual({ unique: 2, total: 3, yours: 2 });
    expect(await readVisitCounts(store, undefined)).toEqual({ unique: 2, total: 3, yours: 0 });
    expect(await store.get(visitorPath(a))).toBe(2);
  });

  it('stays exact under 200 concurrent visits', async () => {
    const store = await newStore();
    const ids = Array.from({ length: 100 }, newVisitorId);
    await Promise.all([...ids, ...ids].map((id) => recordVisit(store, id)));
    expect(await readVisitCounts(store, ids[0])).toEqual({ unique: 100, total: 200, yours: 2 });
  });

  it('starts from nothing on an empty store', async () => {
    expect(await readVisitCounts(await newStore(), newVisitorId())).toEqual({ unique: 0, total: 0, yours: 0 });
  });

  it('refuses corrupt counters loudly and leaves them as they were', async () => {
    const store = await newStore();
    await store.set(COUNTERS_PATH, { total: 'many', unique: 1 });
    await expect(recordVisit(store, newVisitorId())).rejects.toThrow(StatsCorruptError);
    await expect(readVisitCounts(store, undefined)).rejects.toThrow(StatsCorruptError);
    expect(await store.get(COUNTERS_PATH)).toEqual({ total: 'many', unique: 1 });
  });
});
