import 'server-only';
import { getStore } from '@/lib/store';
import { FeedbackInbox } from './inbox';

const holder = globalThis as unknown as { __feedbackInbox?: FeedbackInbox };

/** The process-wide inbox, so its rate limits hold across requests. */
export function getFeedbackInbox(): FeedbackInbox {
  holder.__feedbackInbox ??= new FeedbackInbox(getStore());
  return holder.__feedbackInbox;
}
