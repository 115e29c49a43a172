import { ADMIN_PATH, FEEDBACKS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { DAY_MS, utcDay } from '@/lib/insights/days';
import { claimDay } from '@/lib/http/daily-allowance';

const PRUNED_PATH = `${ADMIN_PATH}/feedbackPrunedOn`;

/**
 * Deletes the contact messages received more than `days` days before `now`; answers their ids.
 * A record without a readable date is kept: the inbox shows it, and the owner decides.
 */
export async function pruneOldFeedbacks(store: Store, now: number, days: number): Promise<string[]> {
  const cutoff = now - days * DAY_MS;
  const stored = (await store.get<Record<string, unknown>>(FEEDBACKS_PATH)) ?? {};
  const expired = Object.entries(stored)
    .filter(([, value]) => {
      const createdAt = (value as { createdAt?: unknown } | null)?.createdAt;
      return typeof createdAt === 'number' && Number.isFinite(createdAt) && createdAt < cutoff;
    })
    .map(([id]) => id);
  if (expired.length > 0) await store.update(FEEDBACKS_PATH, Object.fromEntries(expired.map((id) => [id, null])));
  return expired;
}

/**
 * At most once a UTC day (claimed by a transaction, so once across instances), applies the
 * retention period. Called when a message arrives and when the owner opens the inbox, so a quiet
 * site is pruned too. Never throws: a failure is logged and tried again the next day.
 */
export async function pruneFeedbacksOnceADay(store: Store, days: number, now: number = Date.now()): Promise<void> {
  try {
    if (await claimDay(store, PRUNED_PATH, utcDay(now))) await pruneOldFeedbacks(store, now, days);
  } catch (error) {
    console.error('Old contact messages were not pruned:', error instanceof Error ? error.message : error);
  }
}
