import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { feedbacksCsvStream, feedbacksToCsv } from '@/lib/feedback/csv';
import { pageOfFeedbacks, type FeedbackView } from '@/lib/admin/feedback-view';
import { DAILY_BOUNDS } from '@/lib/stats/daily-bounds';
import { INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { parseEnv } from '@/lib/env';
import { pruneFeedbacksOnceADay, pruneOldFeedbacks } from '@/lib/feedback/retention';
import { UNKNOWN_CLIENT } from '@/lib/http/client-key';
import { takeDaily, type DailyRule } from '@/lib/http/daily-allowance';
import { EmbeddedStore } from '@/lib/store/embedded-store';

const DAY = 24 * 60 * 60 * 1000;
const secret = new TextEncoder().encode('y'.repeat(40));
let dir: string;
let store: EmbeddedStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'abuse-bounds-'));
  store = new EmbeddedStore(dir);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('per-day allowance of a client (lib/http/daily-allowance.ts)', () => {
  const rule: DailyRule = { name: 'test', perClient: 3, shared: 5 };
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('gives a known client its daily tries, parallel ones included; another client has its own', async () => {
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeDaily(store, secret, rule, '192.0.2.1', now)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await takeDaily(store, secret, rule, '192.0.2.2', now)).toBe(true);
    // The next UTC day starts afresh, and the earlier day is pruned.
    expect(await takeDaily(store, secret, rule, '192.0.2.1', now + DAY)).toBe(true);
    expect(Object.keys((await store.get<object>('admin/daily/test')) ?? {})).toEqual(['2026-03-11']);
  });

  it('clients no trusted proxy names share one bucket, with the shared limit', async () => {
    const taken = [];
    for (let i = 0; i < 8; i++) taken.push(await takeDaily(store, secret, rule, UNKNOWN_CLIENT, now));
    expect(taken.filter(Boolean)).toHaveLength(5);
  });

  it('stores no address readable', async () => {
    await takeDaily(store, secret, rule, '198.51.100.9', now);
    expect(JSON.stringify(await store.get(''))).not.toContain('198.51.100.9');
  });

  it('the bounds are small beside what the review saw (400 and 118 a day)', () => {
    expect(DAILY_BOUNDS.newVisitors.perClient).toBeLessThan(118);
    expect(DAILY_BOUNDS.insightsVisitors.perClient).toBeLessThan(118);
  });
});

describe('inbox retention (lib/feedback/retention.ts)', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const message = (daysAgo: number) => ({
    name: 'A',
    email: 'a@example.com',
    subject: `${daysAgo} days ago`,
    message: 'Hello there',
    createdAt: now - daysAgo * DAY,
  });

  it('removes the messages older than the period and keeps recent and unreadable ones', async () => {
    await store.set('feedbacks', {
      old: message(200),
      edge: message(181),
      recent: message(179),
      today: message(0),
      unreadable: { subject: 'no date' },
    });
    expect((await pruneOldFeedbacks(store, now, 180)).sort()).toEqual(['edge', 'old']);
    expect(Object.keys((await store.get<object>('feedbacks')) ?? {}).sort()).toEqual(['recent', 'today', 'unreadable']);
  });

  it('runs once a day', async () => {
    await store.set('feedbacks', { a: message(10) });
    await pruneFeedbacksOnceADay(store, 5, now);
    expect(await store.get('feedbacks/a')).toBeNull();
    await store.set('feedbacks/b', message(10));
    await pruneFeedbacksOnceADay(store, 5, now + 1000);
    expect(await store.get('feedbacks/b')).not.toBeNull();
    await pruneFeedbacksOnceADay(store, 5, now + DAY);
    expect(await store.get('feedbacks/b')).toBeNull();
  });

  it('FEEDBACK_RETENTION_DAYS sets the period; a bad value is a clear error', () => {
    expect(parseEnv({}).feedbackRetentionDays).toBe(INBOX_PAGING.defaultRetentionDays);
    expect(parseEnv({ FEEDBACK_RETENTION_DAYS: '30' }).feedbackRetentionDays).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'forever', '3651'])
      expect(() => parseEnv({ FEEDBACK_RETENTION_DAYS: bad })).toThrow(
        'FEEDBACK_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      );
  });
});

describe('inbox paging (lib/admin/feedback-view.ts) and the streamed CSV', () => {
  const view = (i: number): FeedbackView => ({
    id: `m${i}`,
    name: '',
    email: 'x@example.com',
    subject: i % 10 === 0 ? `needle ${i}` : `Spam ${i}`,
    message: 'Buy now, "cheap", =1+1',
    receivedAt: '',
    createdAt: 1_000_000 - i,
    read: i % 2 === 0,
  });
  const all = Array.from({ length: 7200 }, (_, i) => view(i));

  it('slices a page of the messages, of the search too', () => {
    const first = pageOfFeedbacks(all, '', undefined, 50);
    expect(first).toMatchObject({ page: 1, pages: 144, matching: 7200, unread: 3600, first: 1 });
    expect(first.items.map((f) => f.id)).toEqual(all.slice(0, 50).map((f) => f.id));
    const third = pageOfFeedbacks(all, '', '3', 50);
    expect(third.items[0].id).toBe('m100');
    const search = pageOfFeedbacks(all, 'NEEDLE', '2', 50);
    expect(search).toMatchObject({ page: 2, pages: 15, matching: 720, unread: 0, first: 51 });
    expect(search.items.every((f) => f.subject.startsWith('needle'))).toBe(true);
  });

  it('past the last page shows the last; a value that is no page number is reported and shows the first', () => {
    expect(pageOfFeedbacks(all, '', '999', 50)).toMatchObject({ page: 144, first: 7151 });
    expect(pageOfFeedbacks(all, '', '999', 50).badPage).toBeUndefined();
    for (const bad of ['0', '-2', 'abc', '1e3', '2.5'])
      expect(pageOfFeedbacks(all, '', bad, 50)).toMatchObject({ page: 1, badPage: bad });
    expect(pageOfFeedbacks([], '', undefined, 50)).toMatchObject({ page: 1, pages: 1, items: [], first: 0 });
  });

  it('the streamed CSV is the same file, in chunks', async () => {
    const chunks: Uint8Array[] = [];
    const reader = feedbacksCsvStream(all, 200).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks.length).toBe(1 + 7200 / 200);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(feedbacksToCsv(all));
  });
});
