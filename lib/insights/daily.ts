import { INSIGHTS } from '@/lib/insights/words';
import { INSIGHTS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { addDays, daysEndingWith, isDay } from './days';
import type { Tally } from './events';

export const dayPath = (day: string) => `${INSIGHTS_PATH}/days/${day}`;
const DAY_INDEX_PATH = `${INSIGHTS_PATH}/dayIndex`;
const PRUNED_PATH = `${INSIGHTS_PATH}/prunedOn`;

type Counts = Record<string, number>;

/** A stored count: a positive safe integer, anything else none. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

function counts(value: unknown): Counts {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Counts = {};
  for (const [key, n] of Object.entries(value)) if (count(n) > 0) out[key] = count(n);
  return out;
}

/**
 * A stored day, tolerant of any stored shape: what is not a positive count is read as nothing.
 * One day's totals are the only thing the insights store.
 */
export function readDay(value: unknown) {
  const stored = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    views: counts(stored.views),
    visitors: count(stored.visitors),
    contactVisitors: count(stored.contactVisitors),
    messages: count(stored.messages),
    resume: counts(stored.resume),
    clicks: counts(stored.clicks),
    /** Referrer domain → page views it sent; dots are stored as commas (keys may not hold "."). */
    referrers: counts(stored.referrers),
  };
}

export type DayRow = ReturnType<typeof readDay>;

export const referrerKey = (domain: string) => domain.replace(/\./g, ',');
export const referrerDomainOfKey = (key: string) => key.replace(/,/g, '.');

const bump = (map: Counts, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

/** The day's row with one event's increments. The number of referrer keys a day holds is capped. */
export function applyTally(row: DayRow, tally: Tally): DayRow {
  const next: DayRow = {
    ...row,
    views: { ...row.views },
    resume: { ...row.resume },
    clicks: { ...row.clicks },
    referrers: { ...row.referrers },
  };
  if (tally.view) bump(next.views, tally.view);
  if (tally.referrer) {
    const key = referrerKey(tally.referrer);
    const known = key in next.referrers || Object.keys(next.referrers).length < INSIGHTS.maxReferrersPerDay;
    bump(next.referrers, known ? key : INSIGHTS.otherReferrer);
  }
  if (tally.visitor) next.visitors += 1;
  if (tally.contactVisitor) next.contactVisitors += 1;
  if (tally.message) next.messages += 1;
  if (tally.resume) bump(next.resume, tally.resume);
  if (tally.click) bump(next.clicks, tally.click);
  return next;
}

/** The row as stored: empty maps and zero counters are left out (the store drops them anyway). */
function storedRow(row: DayRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([, v]) => (typeof v === 'number' ? v > 0 : Object.keys(v).length > 0)),
  );
}

/**
 * Events of one day waiting for the transaction in flight to end; each caller waits for its own
 * commit. A day is listed only while its transaction runs.
 */
type Waiting = { tally: Tally; resolve: () => void; reject: (error: unknown) => void }[];

/** At most this many events go into one transaction; the rest wait for the next one. */
const MAX_BATCH = 500;
const queues = new WeakMap<Store, Map<string, Waiting>>();

/**
 * Adds one event to the row of `day`. Events are committed by atomic transactions on that day's
 * counters, so concurrent events (from any number of instances) all count exactly once; within
 * this process, the events that arrive while a transaction is in flight go together into the
 * next one (at most MAX_BATCH each), so a burst costs a few store writes, not one per event.
 * Resolves once this event is stored. The first event of a day also lists the day in the index
 * that pruning reads, and once a day older rows are pruned.
 */
export function recordTally(store: Store, day: string, tally: Tally): Promise<void> {
  const days = queues.get(store) ?? new Map<string, Waiting>();
  queues.set(store, days);
  return new Promise<void>((resolve, reject) => {
    const waiting = days.get(day);
    if (waiting) return void waiting.push({ tally, resolve, reject });
    const queue = [{ tally, resolve, reject }];
    days.set(day, queue);
    void drain(store, days, day, queue);
  });
}

async function drain(store: Store, days: Map<string, Waiting>, day: string, waiting: Waiting): Promise<void> {
  while (waiting.length > 0) {
    const batch = waiting.splice(0, MAX_BATCH);
    const tallies = batch.map((waiter) => waiter.tally);
    try {
      await commit(store, day, tallies);
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
  days.delete(day);
}

async function commit(store: Store, day: string, tallies: readonly Tally[]): Promise<void> {
  let created = false;
  const result = await store.transaction<Record<string, unknown>>(dayPath(day), (current) => {
    created = current === null;
    return storedRow(tallies.reduce(applyTally, readDay(current)));
  });
  if (!result.committed) throw new Error(`The insights of ${day} could not be updated.`);
  if (created) await store.set(`${DAY_INDEX_PATH}/${day}`, true);
  await pruneOnceADay(store, day);
}

const prunedInProcess = new WeakMap<Store, string>();

/**
 * At most once per day (across instances: a transaction claims the day), removes the rows older
 * than the retention period. Reads only the day index, never the rows themselves.
 */
async function pruneOnceADay(store: Store, today: string): Promise<void> {
  if (prunedInProcess.get(store) === today) return;
  const claim = await store.transaction<string>(PRUNED_PATH, (last) => (last === today ? undefined : today));
  prunedInProcess.set(store, today);
  if (claim.committed) await pruneOldDays(store, today);
}

/** Removes every daily row older than the retention period ending with `today`; answers the days removed. */
export async function pruneOldDays(store: Store, today: string): Promise<string[]> {
  const oldest = addDays(today, -(INSIGHTS.retentionDays - 1));
  const index = (await store.get<Record<string, unknown>>(DAY_INDEX_PATH)) ?? {};
  const expired = Object.keys(index).filter((day) => !isDay(day) || day < oldest);
  if (expired.length === 0) return [];
  const patch = expired.flatMap((day) =>
    ['days', 'dayIndex', 'referrerVisitors'].map((node) => [`${node}/${day}`, null]),
  );
  await store.update(INSIGHTS_PATH, Object.fromEntries(patch));
  return expired;
}

/** The rows of the `count` days ending with `last`, oldest first (an empty row for a day without events). */
export async function readDays(store: Store, last: string, count: number): Promise<{ day: string; row: DayRow }[]> {
  const days = daysEndingWith(last, count);
  const rows = await Promise.all(days.map((day) => store.get(dayPath(day))));
  return days.map((day, i) => ({ day, row: readDay(rows[i]) }));
}
