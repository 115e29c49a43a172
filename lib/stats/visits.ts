import { z } from 'zod';
import { STATS_PATH } from '@/lib/content/paths';
import type { Store } from '@/lib/store/types';

export interface VisitCounts {
  unique: number;
  total: number;
  yours: number;
}

const countersSchema = z.object({
  total: z.number().int().nonnegative().default(0),
  unique: z.number().int().nonnegative().default(0),
});
type Counters = z.infer<typeof countersSchema>;
const visitsSchema = z.number().int().nonnegative();

export const COUNTERS_PATH = `${STATS_PATH}/counters`;
export const visitorPath = (id: string) => `${STATS_PATH}/visitors/${id}`;

export class StatsCorruptError extends Error {
  constructor(path: string) {
    super(`Visit statistics at "${path}" are not valid numbers; fix or remove that node.`);
    this.name = 'StatsCorruptError';
  }
}

function readCounters(value: unknown): Counters {
  const parsed = countersSchema.safeParse(value ?? {});
  if (!parsed.success) throw new StatsCorruptError(COUNTERS_PATH);
  return parsed.data;
}

function readVisits(id: string, value: unknown): number {
  if (value === null || value === undefined) return 0;
  const parsed = visitsSchema.safeParse(value);
  if (!parsed.success) throw new StatsCorruptError(visitorPath(id));
  return parsed.data;
}

/**
 * Counts one visit of the browser `id`: its own tally under stats/visitors/{id} (only a number),
 * then the totals, each changed atomically. A browser first seen here adds one unique visitor.
 */
export async function recordVisit(store: Store, id: string): Promise<VisitCounts> {
  let firstVisit = false;
  const mine = await store.transaction<number>(visitorPath(id), (current) => {
    const visits = readVisits(id, current);
    firstVisit = visits === 0;
    return visits + 1;
  });
  const totals = await store.transaction<Counters>(COUNTERS_PATH, (current) => {
    const counters = readCounters(current);
    return { total: counters.total + 1, unique: counters.unique + (firstVisit ? 1 : 0) };
  });
  const counters = readCounters(totals.value);
  return { unique: counters.unique, total: counters.total, yours: readVisits(id, mine.value) };
}

/** The counts as they stand; `id` is the asking browser's, when it has one. */
export async function readVisitCounts(store: Store, id: string | undefined): Promise<VisitCounts> {
  const [counters, yours] = await Promise.all([
    store.get(COUNTERS_PATH).then(readCounters),
    id ? store.get(visitorPath(id)).then((v) => readVisits(id, v)) : Promise.resolve(0),
  ]);
  return { unique: counters.unique, total: counters.total, yours };
}
