import { takeDaily, type DailyRule } from '@/lib/http/daily-allowance';
import type { Store } from '@/lib/store/types';

/**
 * What one client address may add to the public counts per UTC day, whatever cookies it drops
 * (security review: counter and insights inflation). `shared` applies when no trusted proxy names
 * the client (TRUST_PROXY unset): every client then draws on the one bucket.
 */
export const DAILY_BOUNDS = {
  /** New browsers (no visitor cookie) counted as Unique Visitors. */
  newVisitors: { perClient: 20, shared: 500 },
  /** Visits counted into Total Visits. */
  visits: { perClient: 100, shared: 2000 },
  /** Browsers counted as the insights' unique visitors and contact-page visitors (one try each). */
  insightsVisitors: { perClient: 20, shared: 500 },
} as const;

/** The daily rule of one bound, stored under its name. */
const rule = (name: keyof typeof DAILY_BOUNDS): DailyRule => ({ name, ...DAILY_BOUNDS[name] });

/**
 * Whether one more visit of `client` may be counted today: every visit takes one of the client's
 * daily visits, and a browser without a visitor cookie also one of its daily new visitors. A
 * client past either bound gets the counts without adding to them.
 */
export async function admitVisit(store: Store, secret: Uint8Array, client: string, newBrowser: boolean) {
  if (!(await takeDaily(store, secret, rule('visits'), client))) return false;
  return !newBrowser || (await takeDaily(store, secret, rule('newVisitors'), client));
}

/** Whether the insights may count one more visitor (or contact-page visitor) of `client` today. */
export function admitInsightsVisitor(store: Store, secret: Uint8Array, client: string) {
  return takeDaily(store, secret, rule('insightsVisitors'), client);
}
