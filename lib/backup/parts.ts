import { DRAFT_KEYS } from '@/lib/content/drafts';
import { z } from 'zod';
import { HISTORY } from '@/lib/content/history-words';
import {
  DRAFTS_PATH,
  FEEDBACKS_PATH,
  HISTORY_PATH,
  INSIGHTS_PATH,
  SHARE_LINK_STATS_PATH,
  STATS_PATH,
} from '@/lib/store/paths';
import { feedbackSchema } from '@/lib/content/schemas';
import { count as storedCount } from '@/lib/insights/daily';
import { isDay } from '@/lib/insights/days';
import { StoreError } from '@/lib/store/errors';
import { isValidKey, normalizeValue, presentValue } from '@/lib/store/rules';
import type { Store } from '@/lib/store/types';
import { BACKUP_PARTS } from './words';
import { isObject, type Tree } from '@/lib/content/canonical';

/**
 * The owner's private parts of a backup besides content, images and share links: each is a store
 * node exported exactly as stored and, on import, checked whole before anything is written. They
 * are written back to the same private paths (never under `user`, the only node visitors read).
 */

const E = BACKUP_PARTS.errors;
export const VISIT_COUNTERS_PATH = `${STATS_PATH}/counters`;

export type Checked = { ok: true; value: Tree | null } | { ok: false; errors: string[] };

const count = z.number().int().nonnegative();
const positive = z.number().int().positive();
const counts = z.record(z.string(), count);

/** The stored form of a checked node (arrays keyed by index, empties dropped), or the store's own complaint. */
function stored(field: string, value: unknown): Checked {
  try {
    const normal = normalizeValue(value, 0, `${field}/`);
    return { ok: true, value: normal === null ? null : (presentValue(normal) as Tree) };
  } catch (error) {
    if (error instanceof StoreError) return { ok: false, errors: [`${field}: ${error.message}`] };
    throw error;
  }
}

/** A schema's complaints, each named by its place under `where`. */
export function issues(where: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${[where, ...issue.path].join('/')}: ${issue.message}`);
}

const done = (field: string, errors: string[], value: Tree): Checked =>
  errors.length > 0 ? { ok: false, errors: [...new Set(errors)] } : stored(field, value);

/**
 * A map keyed by id at `field`: every key valid, then each entry as `check` keeps it (undefined:
 * left out), `check` naming its problems in `errors`.
 */
function checkEach(
  field: string,
  value: unknown,
  check: (key: string, entry: unknown, errors: string[]) => unknown,
): Checked {
  if (!isObject(value)) return { ok: false, errors: [E.notMap(field)] };
  const entries = Object.entries(value);
  const bad = entries.filter(([key]) => !isValidKey(key)).map(([key]) => E.badKey(field, key));
  if (bad.length > 0) return { ok: false, errors: bad };
  const errors: string[] = [];
  const out: Tree = {};
  for (const [key, entry] of entries) {
    const kept = check(key, entry, errors);
    if (kept !== undefined) out[key] = kept;
  }
  return done(field, errors, out);
}

/** Unpublished drafts: a section key → { at, data }. */
export const checkDrafts = (value: unknown): Checked =>
  checkEach('drafts', value, (key, draft, errors) => {
    if (!(DRAFT_KEYS as readonly string[]).includes(key)) errors.push(E.unknownSection(key));
    else if (!isObject(draft) || typeof draft.at !== 'number' || !Number.isFinite(draft.at) || draft.data === undefined)
      errors.push(E.badDraft(key));
    else return { at: draft.at, data: draft.data };
  });

const summarySchema = z.object({
  id: positive,
  at: z.number().finite(),
  kind: z.string().regex(/^[a-z-]{1,40}$/),
  sections: z.string().max(2000).optional(),
  of: positive.optional(),
  drafts: z.string().max(2000).optional(),
  label: z.string().max(2000).optional(),
});
const revisionSchema = z.object({ id: positive, changes: z.unknown().optional(), drafts: z.unknown().optional() });
const SLOT = /^s(0|[1-9]\d*)$/;

/** The History's ring, as stored: seq, log/<slot> summaries and revisions/<slot> copies that agree. */
export function checkHistory(value: unknown): Checked {
  if (!isObject(value)) return { ok: false, errors: [E.notMap('history')] };
  const errors: string[] = [];
  for (const key of Object.keys(value))
    if (!['seq', 'log', 'revisions'].includes(key)) errors.push(E.unknownHistoryNode(key));
  const seq = value.seq ?? 0;
  if (!count.safeParse(seq).success) errors.push(E.badSeq);
  const slotsOf = (where: 'log' | 'revisions') => {
    const node = value[where] ?? {};
    if (!isObject(node)) {
      errors.push(E.notMap(`history/${where}`));
      return [];
    }
    return Object.entries(node).filter(([slot]) => {
      const ok = SLOT.test(slot) && Number(slot.slice(1)) < HISTORY.limit;
      if (!ok) errors.push(E.badSlot(where, slot));
      return ok;
    });
  };
  const log = slotsOf('log');
  const revisions = new Map(slotsOf('revisions'));
  for (const [slot, entry] of log) {
    const summary = summarySchema.safeParse(entry);
    if (!summary.success) {
      errors.push(E.badSummary(slot));
      continue;
    }
    const { id } = summary.data;
    if (`s${id % HISTORY.limit}` !== slot) errors.push(E.wrongSlot('log', slot, id));
    if (typeof seq === 'number' && id > seq) errors.push(E.afterSeq(slot, id));
    const revision = revisionSchema.safeParse(revisions.get(slot));
    if (!revision.success || revision.data.id !== id) errors.push(E.noRevision(slot));
  }
  return done('history', errors, value);
}

/** Contact messages by id, each as the feedback schema returns it. */
export const checkInbox = (value: unknown): Checked =>
  checkEach('feedbacks', value, (id, message, errors) => {
    const parsed = feedbackSchema.safeParse(message);
    if (parsed.success) return parsed.data;
    errors.push(...issues(`feedbacks/${id}`, parsed.error));
  });

const dayRowSchema = z.strictObject({
  views: counts.optional(),
  visitors: count.optional(),
  contactVisitors: count.optional(),
  messages: count.optional(),
  resume: counts.optional(),
  clicks: counts.optional(),
  referrers: counts.optional(),
});

/** Each key of `node` is a day; `check` its value. */
function byDay(where: string, node: unknown, errors: string[], check: (day: string, value: unknown) => void): void {
  if (node === undefined) return;
  if (!isObject(node)) {
    errors.push(E.notMap(`insights/${where}`));
    return;
  }
  for (const [day, value] of Object.entries(node)) {
    if (isDay(day)) check(day, value);
    else errors.push(E.badDay(where, day));
  }
}

/** The insights as stored: days/<day> rows of counts, dayIndex/<day>, referrerVisitors/<day>, prunedOn. */
export function checkInsights(value: unknown): Checked {
  if (!isObject(value)) return { ok: false, errors: [E.notMap('insights')] };
  const errors: string[] = [];
  for (const key of Object.keys(value))
    if (!['days', 'dayIndex', 'referrerVisitors', 'prunedOn'].includes(key)) errors.push(E.unknownInsightsNode(key));
  byDay('days', value.days, errors, (day, row) => {
    const parsed = dayRowSchema.safeParse(row);
    if (!parsed.success) errors.push(...issues(`insights/days/${day}`, parsed.error));
  });
  byDay('dayIndex', value.dayIndex, errors, (day, flag) => {
    if (flag !== true) errors.push(`insights/dayIndex/${day}: must be true`);
  });
  byDay('referrerVisitors', value.referrerVisitors, errors, (day, referrers) => {
    if (
      !isObject(referrers) ||
      !Object.values(referrers).every((seen) => isObject(seen) && Object.values(seen).every((v) => v === true))
    )
      errors.push(`insights/referrerVisitors/${day}: must map each referrer to { visitor: true }`);
  });
  if (value.prunedOn !== undefined && !(typeof value.prunedOn === 'string' && isDay(value.prunedOn)))
    errors.push(E.badDay('prunedOn', String(value.prunedOn)));
  return done('insights', errors, value);
}

const visitCountersSchema = z.strictObject({ total: count.optional(), unique: count.optional() });

/** The site's visit counter (total and unique visits), which the insights part carries. */
export function checkVisitCounters(value: unknown): Checked {
  const parsed = visitCountersSchema.safeParse(value);
  return parsed.success
    ? stored('visitCounters', parsed.data)
    : { ok: false, errors: issues('visitCounters', parsed.error) };
}

const linkStatsSchema = z.strictObject({
  firstOpened: positive.optional(),
  lastOpened: positive.optional(),
  visits: count.optional(),
  caseStudies: counts.optional(),
  resume: count.optional(),
  contact: count.optional(),
});

/** Each share link's counters, for a link the backup carries. */
export const checkShareLinkStats = (value: unknown, linkIds: ReadonlySet<string>): Checked =>
  checkEach('shareLinkStats', value, (id, stats, errors) => {
    if (!linkIds.has(id)) errors.push(E.statsWithoutLink(id));
    const parsed = linkStatsSchema.safeParse(stats);
    if (!parsed.success) errors.push(...issues(`shareLinkStats/${id}`, parsed.error));
    return stats;
  });

/** The private nodes as stored, each null when empty. */
export async function readPrivateParts(store: Store) {
  const [drafts, history, feedbacks, insights, visitCounters, shareLinkStats] = await Promise.all(
    [DRAFTS_PATH, HISTORY_PATH, FEEDBACKS_PATH, INSIGHTS_PATH, VISIT_COUNTERS_PATH, SHARE_LINK_STATS_PATH].map((path) =>
      store.get<Tree>(path),
    ),
  );
  return { drafts, history, feedbacks, insights, visitCounters, shareLinkStats };
}

export const entriesIn = (value: unknown): number => (isObject(value) ? Object.keys(value).length : 0);
/** Revisions the History holds (its log entries). */
export const revisionsIn = (history: unknown): number => (isObject(history) ? entriesIn(history.log) : 0);
/** Days with counts the insights hold. */
export const daysIn = (insights: unknown): number => (isObject(insights) ? entriesIn(insights.days) : 0);
/** Visits counted over every share link. */
export const linkVisitsIn = (stats: unknown): number =>
  isObject(stats)
    ? Object.values(stats).reduce<number>((sum, one) => sum + (isObject(one) ? storedCount(one.visits) : 0), 0)
    : 0;
