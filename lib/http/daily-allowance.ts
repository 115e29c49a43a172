import { ADMIN_PATH } from '@/lib/store/paths';
import { utcDay } from '@/lib/insights/days';
import type { Store } from '@/lib/store/types';
import { UNKNOWN_CLIENT } from './client-key';
import { hashedKey } from './throttle';

/**
 * How much one client may add to a public count per UTC day: a per-day counter per client, kept
 * in the store (so it holds across restarts and instances) under an HMAC of the client's address,
 * never the address itself. When no trusted proxy names the client, every client shares one
 * bucket, with its own (larger) limit.
 */
export interface DailyRule {
  /** Store folder: admin/daily/<name>/<day>/<hashed client>. */
  name: string;
  perClient: number;
  shared: number;
}

const DAILY_PATH = `${ADMIN_PATH}/daily`;
const PRUNED_PATH = `${ADMIN_PATH}/dailyPrunedOn`;

const claimedInProcess = new WeakMap<Store, Map<string, string>>();

/**
 * Takes one of `client`'s tries of `rule` for today, atomically, before the count it guards
 * changes; answers false (taking nothing) when the day's allowance is used up.
 */
export async function takeDaily(
  store: Store,
  secret: Uint8Array,
  rule: DailyRule,
  client: string,
  now: number = Date.now(),
): Promise<boolean> {
  const day = utcDay(now);
  const limit = client === UNKNOWN_CLIENT ? rule.shared : rule.perClient;
  const path = `${DAILY_PATH}/${rule.name}/${day}/${hashedKey(secret, `daily ${rule.name}`, client)}`;
  const result = await store.transaction<number>(path, (current) => {
    const used = typeof current === 'number' && Number.isSafeInteger(current) && current > 0 ? current : 0;
    return used >= limit ? undefined : used + 1;
  });
  if (result.committed) await pruneOnceADay(store, rule, day);
  return result.committed;
}

/**
 * True for the first claim of `path` on UTC day `today`: once per process (remembered here) and
 * once across instances (a transaction sets `path` to the day). For work done at most once a day.
 */
export async function claimDay(store: Store, path: string, today: string): Promise<boolean> {
  const paths = claimedInProcess.get(store) ?? new Map<string, string>();
  claimedInProcess.set(store, paths);
  if (paths.get(path) === today) return false;
  paths.set(path, today);
  return (await store.transaction<string>(path, (last) => (last === today ? undefined : today))).committed;
}

/** At most once a day per rule (claimed by a transaction across instances), drops earlier days. */
async function pruneOnceADay(store: Store, rule: DailyRule, today: string): Promise<void> {
  if (!(await claimDay(store, `${PRUNED_PATH}/${rule.name}`, today))) return;
  const days = (await store.get<Record<string, unknown>>(`${DAILY_PATH}/${rule.name}`)) ?? {};
  const patch: Record<string, null> = {};
  for (const day of Object.keys(days)) if (day < today) patch[day] = null;
  if (Object.keys(patch).length > 0) await store.update(`${DAILY_PATH}/${rule.name}`, patch);
}
