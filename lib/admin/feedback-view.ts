/** A contact message as the admin list shows it. */
export interface FeedbackView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  /** Milliseconds since the epoch; 0 for an unreadable record. */
  createdAt: number;
  /** Marked read by the owner; messages stored before read state existed count as unread. */
  read: boolean;
}

type Searchable = Pick<FeedbackView, 'name' | 'email' | 'subject' | 'message'>;

/** The messages whose name, email, subject or message contains `query`, ignoring case; all for a blank query. */
export function filterFeedbacks<T extends Searchable>(feedbacks: readonly T[], query: string | undefined): T[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (!needle) return [...feedbacks];
  return feedbacks.filter((f) =>
    [f.name, f.email, f.subject, f.message].some((field) => field.toLowerCase().includes(needle)),
  );
}
