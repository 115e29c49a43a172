/** The owner's inbox at /view/feedbacks: read state, search, bulk delete and the CSV export. */
export const INBOX = {
  searchParam: 'q',
  csvHref: '/api/admin/feedbacks/export',
  csvHeader: ['date', 'name', 'email', 'subject', 'message', 'read'],
  maxBulk: 1000,
  unread: 'Unread',
  read: 'Read',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  selectAll: 'Select all',
  deleteSelected: 'Delete selected',
  searchLabel: 'Search messages',
  search: 'Search',
  clearSearch: 'Clear search',
  downloadCsv: 'Download CSV',
  confirmBulkDelete: (count: number) =>
    `Delete ${count === 1 ? 'this message' : `these ${count} messages`}? This cannot be undone.`,
  bulkDeleted: (count: number) => (count === 1 ? 'One message deleted' : `${count} messages deleted`),
  noMatch: (query: string) => `No messages match “${query}”.`,
} as const;

/** Paging and retention of the contact inbox (security review: the inbox grew without bound). */
export const INBOX_PAGING = {
  pageParam: 'page',
  pageSize: 50,
  /** Messages older than this many days are deleted (FEEDBACK_RETENTION_DAYS overrides). */
  defaultRetentionDays: 180,
  maxRetentionDays: 3650,
  /** Rows of the CSV export written per chunk of its stream. */
  csvChunkRows: 200,
  navLabel: 'Message pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
  badPage: (value: string, pages: number) =>
    `There is no page “${value}”: pages run from 1 to ${pages}. Showing the first page.`,
  retention: (days: number) => `Messages older than ${days} days are deleted automatically.`,
} as const;
