import { createHash } from 'node:crypto';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/constants';
import { FEEDBACKS_PATH } from '@/lib/content/paths';
import type { Store } from '@/lib/store/types';
import { isHoneypotFilled, parseContactInput, toFeedback } from './input';
import { SlidingWindowLimiter } from './rate-limit';

export type SubmitResult =
  | { status: 201; id: string }
  | { status: 400; error: string; field?: string }
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 503; error: string };

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Receives contact messages: validates, turns away the honeypot and floods, and stores each
 * message once at feedbacks/{id}. A visitor retrying the very same message (say, after the
 * mail step failed) gets the stored id back instead of a duplicate.
 */
export class FeedbackInbox {
  private readonly perClient = new SlidingWindowLimiter(CONTACT_LIMITS.perClient, CONTACT_LIMITS.windowMs);
  private readonly overall = new SlidingWindowLimiter(CONTACT_LIMITS.globalPerWindow, CONTACT_LIMITS.windowMs);
  private readonly recent = new Map<string, { id: Promise<string>; at: number }>();

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

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
      try {
        return { status: 201, id: await earlier.id };
      } catch {
        // the earlier attempt failed to store; fall through and try again
      }
    }

    const mine = this.perClient.check(client, now);
    if (!mine.allowed) {
      return {
        status: 429,
        error: CONTACT_ERRORS.tooMany(minutes(mine.retryAfterMs)),
        retryAfterSeconds: Math.ceil(mine.retryAfterMs / 1000),
      };
    }
    const all = this.overall.check('all', now);
    if (!all.allowed) {
      return {
        status: 429,
        error: CONTACT_ERRORS.busy(minutes(all.retryAfterMs)),
        retryAfterSeconds: Math.ceil(all.retryAfterMs / 1000),
      };
    }
    this.perClient.record(client, now);
    this.overall.record('all', now);

    const id = this.store.push(FEEDBACKS_PATH, feedback);
    this.recent.set(fingerprint, { id, at: now });
    try {
      return { status: 201, id: await id };
    } catch {
      this.recent.delete(fingerprint);
      return { status: 503, error: CONTACT_ERRORS.storeDown };
    }
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.recent) {
      if (now - entry.at >= CONTACT_LIMITS.windowMs) this.recent.delete(key);
    }
  }
}
