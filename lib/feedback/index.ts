import 'server-only';
import { sessionSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { FeedbackInbox } from './inbox';

const holder = globalThis as unknown as { __feedbackInbox?: FeedbackInbox };

/** The process-wide inbox; its limits live in the store, keyed by the shared session secret. */
export function getFeedbackInbox(): FeedbackInbox {
  holder.__feedbackInbox ??= new FeedbackInbox(getStore(), Date.now, sessionSecret(env()), env().feedbackRetentionDays);
  return holder.__feedbackInbox;
}
