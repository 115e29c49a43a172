import { INSIGHTS } from '@/lib/insights/words';
import { dayPath, pruneOldDays, readDays, recordTally } from '@/lib/insights/daily';
import { addDays } from '@/lib/insights/days';
import type { Store } from '@/lib/store/types';

export interface InsightsBackend {
  /** A fresh, empty store. */
  create(): Promise<Store>;
  dispose(store: Store): Promise<void>;
}

const TODAY = '2026-11-23';

/** Daily insights counters work through the Store interface alone: each backend runs this once. */
export function runInsightsContract(name: string, backend: InsightsBackend) {
  describe(`Insights: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await backend.create();
    });
    afterEach(async () => {
      await backend.dispose(store);
    });

    it('counts 200 concurrent events exactly', async () => {
      const events = Array.from({ length: 200 }, (_, i) =>
        recordTally(
          store,
          TODAY,
          i % 4 === 0
            ? { view: 'home', visitor: true, referrer: 'example.com' }
            : i % 4 === 1
              ? { view: 'contact', contactVisitor: true, visitor: true }
              : i % 4 === 2
                ? { resume: i % 8 === 2 ? 'dark' : 'light' }
                : { click: 'demo~weather-app' },
        ),
      );
      await Promise.all(events);
      const [{ row }] = await readDays(store, TODAY, 1);
      expect(row).toEqual({
        views: { home: 50, contact: 50 },
        visitors: 100,
        contactVisitors: 50,
        messages: 0,
        resume: { dark: 25, light: 25 },
        clicks: { 'demo~weather-app': 50 },
        referrers: { 'example,com': 50 },
      });
    });

    it('keeps 400 days of rows: the first event of a day prunes older ones, reading only the day index', async () => {
      const days = [addDays(TODAY, -500), addDays(TODAY, -400), addDays(TODAY, -399), addDays(TODAY, -1)];
      for (const day of days) await recordTally(store, day, { view: 'home' });
      await recordTally(store, TODAY, { view: 'home' });
      expect(await store.get(dayPath(addDays(TODAY, -500)))).toBeNull();
      expect(await store.get(dayPath(addDays(TODAY, -400)))).toBeNull();
      expect(await store.get(dayPath(addDays(TODAY, -399)))).toEqual({ views: { home: 1 } });
      expect(await store.get(dayPath(TODAY))).toEqual({ views: { home: 1 } });
      expect(INSIGHTS.retentionDays).toBe(400);
      expect(await pruneOldDays(store, TODAY)).toEqual([]);
      // A hundred days later, the rows of 299 days before today and older are gone.
      expect(await pruneOldDays(store, addDays(TODAY, 100))).toEqual([addDays(TODAY, -399)]);
      expect(Object.keys((await store.get<Record<string, unknown>>('insights/days')) ?? {}).sort()).toEqual([
        addDays(TODAY, -1),
        TODAY,
      ]);
    });
  });
}
