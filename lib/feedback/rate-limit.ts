import { createHash, randomBytes } from 'node:crypto';

export interface LimitDecision {
  allowed: boolean;
  /** milliseconds until the oldest counted event leaves the window (0 when allowed) */
  retryAfterMs: number;
}

/**
 * Sliding-window limiter kept in memory. Keys are hashed with a salt that lives only in this
 * process, so not even a client's address is held in readable form.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private readonly salt = randomBytes(16);

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Would one more event for `key` at `now` stay within the limit? Does not record it. */
  check(key: string, now: number): LimitDecision {
    const recent = this.recent(this.hash(key), now);
    if (recent.length < this.limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: recent[0] + this.windowMs - now };
  }

  record(key: string, now: number): void {
    const hashed = this.hash(key);
    const recent = this.recent(hashed, now);
    recent.push(now);
    this.events.delete(hashed);
    this.events.set(hashed, recent);
    if (this.events.size > this.maxKeys) this.evictOldest(now);
  }

  private recent(hashed: string, now: number): number[] {
    const list = (this.events.get(hashed) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.events.delete(hashed);
    return list;
  }

  /** Drops expired keys, then the least recently used ones, so memory stays bounded. */
  private evictOldest(now: number): void {
    for (const [key, list] of this.events) {
      if (list.every((t) => now - t >= this.windowMs)) this.events.delete(key);
    }
    for (const key of this.events.keys()) {
      if (this.events.size <= this.maxKeys) break;
      this.events.delete(key);
    }
  }

  private hash(key: string): string {
    return createHash('sha256').update(this.salt).update(key).digest('base64url');
  }
}
