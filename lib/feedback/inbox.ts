import { createHash, randomBytes } from 'node:crypto';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { INBOX_PAGING } from '@/lib/feedback/inbox-words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { Throttle, type ThrottleRule } from '@/lib/http/throttle';
import type { Store } from '@/lib/store/types';
import { isHoneypotFilled, parseContactInput, toFeedback } from './input';
import { pruneFeedbacksOnceADay } from './retention';

/** Messages per client, and from everyone together, within one window (kept in the store). */
const rule = (name: string, limit: number): ThrottleRule => ({ name, limit, windowMs: CONTACT_LIMITS.windowMs });
const CONTACT_PER_CLIENT = rule('contact', CONTACT_LIMITS.perClient);
const CONTACT_OVERALL = rule('contactAll', CONTACT_LIMITS.globalPerWindow);

export type SubmitResult =
  /** `repeated`: the same message from the same client again (a retry): the earlier answer, nothing stored. */
  | { status: 201; id: string; repeated?: true }
  | { status: 400; error: string; field?: string }
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 503; error: string };

/** A refusal for a spent allowance: the wait in minutes in the words, in seconds for Retry-After. */
const tooMany = (words: (minutes: number) => string, retryAfterMs: number): SubmitResult => ({
  status: 429,
  error: words(Math.max(1, Math.ceil(retryAfterMs / 60_000))),
  retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
});

/**
 * Receives contact messages: validates, turns away the honeypot and floods, and stores each
 * message once at feedbacks/{id}. A visitor retrying the very same message (say, after the
 * mail step failed) gets the stored id back instead of a duplicate.
 */
export class FeedbackInbox {
  private readonly recent = new Map<string, { result: Promise<SubmitResult>; at: number }>();
  private readonly throttle: Throttle;

  /**
   * `secret` keys the throttle buckets; every instance serving the site must share it (the
   * session secret) so that their limits add up. Messages older than `retentionDays` are deleted
   * (checked once a day, when a message arrives).
   */
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
    secret: Uint8Array = randomBytes(32),
    private readonly retentionDays: number = INBOX_PAGING.defaultRetentionDays,
  ) {
    this.throttle = new Throttle(store, secret, now);
  }

  async submit(body: unknown, client: string): Promise<SubmitResult> {
    const parsed = parseContactInput(body);
    if (!parsed.ok) return { status: 400, error: parsed.error, field: parsed.field };
    if (isHoneypotFilled(parsed.input)) return { status: 400, error: CONTACT_ERRORS.refused };

    const now = this.now();
    const feedback = toFeedback(parsed.input, now);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([client, feedback.email, feedback.subject, feedback.message]))
      .digest('base64url');
    this.forgetOld(now);
    const earlier = this.recent.get(fingerprint);
    if (earlier) {
      const answer = await earlier.result;
      if (answer.status === 201) return { ...answer, repeated: true };
      if (answer.status !== 503) return answer;
      // the earlier attempt failed to store; try again
    }
    const result = this.accept(client, feedback).catch((): SubmitResult => ({
      status: 503,
      error: CONTACT_ERRORS.storeDown,
    }));
    this.recent.set(fingerprint, { result, at: now });
    const answer = await result;
    if (answer.status !== 201) this.recent.delete(fingerprint);
    return answer;
  }

  /** Takes the client's and everyone's allowance, then stores the message. */
  private async accept(client: string, feedback: ReturnType<typeof toFeedback>): Promise<SubmitResult> {
    const mine = await this.throttle.take(CONTACT_PER_CLIENT, client);
    if (!mine.allowed) return tooMany(CONTACT_ERRORS.tooMany, mine.retryAfterMs);
    const all = await this.throttle.take(CONTACT_OVERALL, 'all');
    if (!all.allowed) {
      await this.throttle.refund(CONTACT_PER_CLIENT, client, mine.at);
      return tooMany(CONTACT_ERRORS.busy, all.retryAfterMs);
    }
    const id = await this.store.push(FEEDBACKS_PATH, feedback);
    await pruneFeedbacksOnceADay(this.store, this.retentionDays, this.now());
    return { status: 201, id };
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.recent) {
      if (now - entry.at >= CONTACT_LIMITS.windowMs) this.recent.delete(key);
    }
  }
}
