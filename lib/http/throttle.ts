import { createHmac, hkdfSync } from 'node:crypto';
import { ADMIN_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';

/**
 * Sliding-window throttles kept in the store, so they hold across restarts and across every
 * serverless instance that shares the database. A try is taken atomically (one store transaction)
 * BEFORE the guarded work runs: parallel requests cannot all pass a check that only counts them
 * afterwards. Keys are HMACs under a key derived from the session secret, so neither an address
 * nor a username is stored in readable (or cheaply guessable) form.
 */
export interface ThrottleRule {
  /** Store folder of this rule's buckets: admin/throttle/<name>. */
  name: string;
  limit: number;
  windowMs: number;
}

export type ThrottleDecision =
  { allowed: true; at: number; remaining: number } | { allowed: false; retryAfterMs: number };

interface Bucket {
  /** Times of the tries taken within the window, oldest first (at most `limit`). */
  times: number[];
}

export const THROTTLE_PATH = `${ADMIN_PATH}/throttle`;
const SWEEP_PATH = `${ADMIN_PATH}/throttleSweep`;
// Separates this key from every other use of the session secret.
const KEY_INFO = 'portfolio throttle keys v1';

const derived = new Map<string, WeakMap<Uint8Array, Buffer>>();

/** The key of one use of `secret` (`info` names the use), derived (HKDF-SHA256) once per secret. */
export function derivedKey(secret: Uint8Array, info: string): Buffer {
  const keys = derived.get(info) ?? new WeakMap<Uint8Array, Buffer>();
  derived.set(info, keys);
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), info, 32))));
  return key;
}

/** `key` (an address, a username) under `scope`, as an HMAC no one can read back or cheaply guess. */
export function hashedKey(secret: Uint8Array, scope: string, key: string): string {
  return createHmac('sha256', derivedKey(secret, KEY_INFO)).update(`${scope}\n${key}`).digest('base64url').slice(0, 32);
}

const bucketPath = (secret: Uint8Array, rule: ThrottleRule, key: string) =>
  `${THROTTLE_PATH}/${rule.name}/${hashedKey(secret, rule.name, key)}`;

/** The tries of a stored bucket still inside the window; tolerant of any stored shape. */
function recent(bucket: Bucket | null, rule: ThrottleRule, now: number): number[] {
  const stored = bucket && typeof bucket === 'object' ? Object.values(bucket.times ?? {}) : [];
  return (
    stored
      // A try stamped a little after `now` (another instance's clock, or a later call) still counts.
      .filter((t): t is number => typeof t === 'number' && Number.isFinite(t) && Math.abs(now - t) < rule.windowMs)
      .sort((a, b) => a - b)
  );
}

/** Forgets every try of a rule (the owner's way back after a lockout); needs no key. */
export async function clearThrottle(store: Store, rule: ThrottleRule): Promise<void> {
  await store.remove(`${THROTTLE_PATH}/${rule.name}`);
}

export class Throttle {
  constructor(
    private readonly store: Store,
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one try for `key`, or refuses when `limit` tries were taken within the window. */
  async take(rule: ThrottleRule, key: string): Promise<ThrottleDecision> {
    const now = this.now();
    let oldest = now;
    let remaining = 0;
    const result = await this.store.transaction<Bucket>(bucketPath(this.secret, rule, key), (current) => {
      const times = recent(current, rule, now);
      oldest = times[0] ?? now;
      if (times.length >= rule.limit) return undefined;
      remaining = rule.limit - times.length - 1;
      return { times: [...times, now] };
    });
    if (!result.committed) return { allowed: false, retryAfterMs: Math.max(1000, oldest + rule.windowMs - now) };
    await this.sweepSometimes(rule, now);
    return { allowed: true, at: now, remaining };
  }

  /** Gives back a try taken at `at` (the guarded work succeeded, or never ran). */
  async refund(rule: ThrottleRule, key: string, at: number): Promise<void> {
    await this.store.transaction<Bucket>(bucketPath(this.secret, rule, key), (current) => {
      const times = recent(current, rule, this.now());
      const index = times.indexOf(at);
      if (index < 0) return undefined;
      times.splice(index, 1);
      return times.length ? { times } : null;
    });
  }

  /**
   * At most once a window per rule, drops the buckets whose tries have all expired, so storage
   * stays proportional to the clients seen within one window, not to every client ever seen.
   */
  private async sweepSometimes(rule: ThrottleRule, now: number): Promise<void> {
    const due = await this.store.transaction<number>(`${SWEEP_PATH}/${rule.name}`, (last) =>
      typeof last === 'number' && now - last < rule.windowMs && last <= now ? undefined : now,
    );
    if (!due.committed) return;
    const folder = `${THROTTLE_PATH}/${rule.name}`;
    const buckets = (await this.store.get<Record<string, Bucket>>(folder)) ?? {};
    // One transaction a bucket: a try taken meanwhile keeps its bucket.
    for (const [name, bucket] of Object.entries(buckets)) {
      if (recent(bucket, rule, now).length > 0) continue;
      await this.store.transaction<Bucket>(`${folder}/${name}`, (current) =>
        recent(current, rule, this.now()).length === 0 ? null : undefined,
      );
    }
  }
}
