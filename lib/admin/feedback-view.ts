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

/**
 * The page `pageValue` (from the URL; the first when absent) of the messages matching `query`.
 * A number past the last page shows the last page (messages may have been deleted meanwhile);
 * anything else shows the first page and is reported in `badPage`.
 */
export function pageOfFeedbacks<T extends Searchable & { read: boolean }>(
  feedbacks: readonly T[],
  query: string | undefined,
  pageValue: string | undefined,
  pageSize: number,
) {
  const matched = filterFeedbacks(feedbacks, query);
  const pages = Math.max(1, Math.ceil(matched.length / pageSize));
  const raw = pageValue?.trim() ?? '';
  const valid = raw === '' || /^[1-9][0-9]{0,8}$/.test(raw);
  const page = raw === '' || !valid ? 1 : Math.min(Number(raw), pages);
  const start = (page - 1) * pageSize;
  const items = matched.slice(start, start + pageSize);
  return {
    items,
    /** 1-based. */
    page,
    pages,
    /** Messages matching the search (all of them without one), on every page. */
    matching: matched.length,
    /** Unread among those. */
    unread: matched.filter((f) => !f.read).length,
    /** 1-based position of the first item shown (0 when there is none). */
    first: items.length > 0 ? start + 1 : 0,
    /** The page value asked for, when it was not a page number (the first page is shown). */
    ...(valid ? {} : { badPage: raw.slice(0, 40) }),
  };
}

/** One page of the inbox (of the messages matching the search, when there is one). */
export type InboxPage<T extends FeedbackView = FeedbackView> = ReturnType<typeof pageOfFeedbacks<T>>;
