import { z } from 'zod';
import { VISITS } from '@/lib/stats/visits-words';
import { STATS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { newVisitorId, readVisitorCookie, signVisitorCookie, type VisitorCookie } from './visitor-cookie';

export interface VisitCounts {
  unique: number;
  total: number;
  yours: number;
}

const countersSchema = z.object({
  total: z.number().int().nonnegative().default(0),
  unique: z.number().int().nonnegative().default(0),
});

export const COUNTERS_PATH = `${STATS_PATH}/counters`;
/** Where the previous release kept each browser's tally; only read (and emptied) on upgrade now. */
export const legacyVisitorPath = (id: string) => `${STATS_PATH}/visitors/${id}`;

export class StatsCorruptError extends Error {
  constructor(path: string) {
    super(`Visit statistics at "${path}" are not valid numbers; fix or remove that node.`);
    this.name = 'StatsCorruptError';
  }
}

/** A stored node read with `schema`; anything else is a corrupt node at `path`. */
function readStored<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StatsCorruptError(path);
  return parsed.data;
}

const readCounters = (value: unknown) => readStored(countersSchema, value ?? {}, COUNTERS_PATH);

/** A browser's own tally before this visit, and whether an old-release record holds it. */
async function visitsSoFar(store: Store, cookie: Exclude<VisitorCookie, { kind: 'forged' }>) {
  if (cookie.kind !== 'legacy') return { visits: cookie.kind === 'signed' ? cookie.visits : 0, legacyRecord: false };
  const path = legacyVisitorPath(cookie.id);
  const value = await store.get(path);
  // No record left: a browser counted when first seen whose tally is gone; it starts again at 0.
  if (value === null || value === undefined) return { visits: 0, legacyRecord: false };
  return { visits: readStored(z.number().int().nonnegative(), value, path), legacyRecord: true };
}

export type VisitOutcome = { ok: true; counts: VisitCounts; cookie: string } | { ok: false; reason: 'forged-cookie' };

/**
 * Counts one visit of the browser holding `cookieValue`. Nothing is stored per browser: its own
 * tally travels in the signed cookie returned, and only the totals change (one atomic transaction).
 * A browser without a cookie adds one unique visitor; a forged cookie counts nothing.
 * A cookie of the previous release (a bare id) takes its tally from the old record, which is then
 * removed; it was counted as unique when first seen, so it is not counted again.
 */
export async function countVisit(store: Store, key: Buffer, cookieValue: string | undefined): Promise<VisitOutcome> {
  const cookie = readVisitorCookie(key, cookieValue);
  if (cookie.kind === 'forged') return { ok: false, reason: 'forged-cookie' };
  const before = await visitsSoFar(store, cookie);
  const newBrowser = cookie.kind === 'none';
  const totals = await store.transaction(COUNTERS_PATH, (current) => {
    const counters = readCounters(current);
    return { total: counters.total + 1, unique: counters.unique + (newBrowser ? 1 : 0) };
  });
  const counters = readCounters(totals.value);
  if (cookie.kind === 'legacy' && before.legacyRecord) await store.remove(legacyVisitorPath(cookie.id));
  const id = cookie.kind === 'none' ? newVisitorId() : cookie.id;
  const yours = Math.min(before.visits + 1, VISITS.maxVisitsPerBrowser);
  return {
    ok: true,
    counts: { unique: counters.unique, total: counters.total, yours },
    // The day the insights last counted this browser travels on unchanged.
    cookie: signVisitorCookie(key, id, yours, cookie.kind === 'signed' ? cookie.seen : undefined),
  };
}

/** `cookie` is never set: nothing was counted, the browser keeps its cookie. */
export type CountsOutcome = { ok: true; counts: VisitCounts; cookie?: never } | { ok: false; reason: 'forged-cookie' };

/** The counts as they stand, without counting; "yours" only from a cookie this site signed (or an old record). */
export async function readVisitCounts(
  store: Store,
  key: Buffer,
  cookieValue: string | undefined,
): Promise<CountsOutcome> {
  const cookie = readVisitorCookie(key, cookieValue);
  if (cookie.kind === 'forged') return { ok: false, reason: 'forged-cookie' };
  const [counters, yours] = await Promise.all([
    store.get(COUNTERS_PATH).then(readCounters),
    visitsSoFar(store, cookie),
  ]);
  return { ok: true, counts: { unique: counters.unique, total: counters.total, yours: yours.visits } };
}
