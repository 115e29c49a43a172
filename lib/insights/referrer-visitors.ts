import { UNKNOWN_CLIENT } from '@/lib/http/client-key';
import { hashedKey } from '@/lib/http/throttle';
import { INSIGHTS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';
import { dayPath, referrerKey } from './daily';
import { daysEndingWith } from './days';

/** A referrer domain shows on the insights only once this many distinct client addresses brought it. */
export const REFERRER_MIN_VISITORS = 3;

/**
 * Which distinct clients brought each referrer domain, per day: HMACs of their addresses (never
 * the addresses), at most REFERRER_MIN_VISITORS per referrer and day, which is all the dashboard
 * needs to decide whether a referrer is shown. Pruned with the daily rows.
 */
const REFERRER_VISITORS_PATH = `${INSIGHTS_PATH}/referrerVisitors`;
const referrerVisitorsOf = (day: string) => `${REFERRER_VISITORS_PATH}/${day}`;

type Seen = Record<string, unknown>;

/** The entries of a stored node, none when it is not an object. */
const entriesOf = (node: unknown) => (node !== null && typeof node === 'object' ? Object.entries(node) : []);

/**
 * Notes that `client` brought `domain` on `day` (once its view is counted, and only when the day
 * kept the domain apart rather than as "other"). A client no trusted proxy names (TRUST_PROXY
 * unset) cannot be told from any other, so it brings no distinct visitor.
 */
export async function noteReferrerVisitor(
  store: Store,
  secret: Uint8Array,
  day: string,
  domain: string,
  client: string,
): Promise<void> {
  if (client === UNKNOWN_CLIENT) return;
  const key = referrerKey(domain);
  if ((await store.get(`${dayPath(day)}/referrers/${key}`)) === null) return;
  const visitor = hashedKey(secret, 'referrer visitor', client);
  await store.transaction<Seen>(`${referrerVisitorsOf(day)}/${key}`, (current) => {
    const seen = current !== null && typeof current === 'object' ? current : {};
    if (visitor in seen || Object.keys(seen).length >= REFERRER_MIN_VISITORS) return undefined;
    return { ...seen, [visitor]: true };
  });
}

/** The referrer keys that at least REFERRER_MIN_VISITORS distinct clients brought within the days. */
export async function referrersWithVisitors(store: Store, last: string, count: number): Promise<Set<string>> {
  const days = await Promise.all(
    daysEndingWith(last, count).map((day) => store.get<Record<string, Seen>>(referrerVisitorsOf(day))),
  );
  const visitors = new Map<string, Set<string>>();
  for (const [key, seen] of days.flatMap(entriesOf)) {
    visitors.set(key, new Set([...(visitors.get(key) ?? []), ...entriesOf(seen).map(([visitor]) => visitor)]));
  }
  return new Set([...visitors].filter(([, set]) => set.size >= REFERRER_MIN_VISITORS).map(([key]) => key));
}
