import { INBOX } from '@/lib/feedback/inbox-words';
import type { FeedbackView } from '@/lib/admin/feedback-view';

/** A cell a spreadsheet would run as a formula gets a leading single quote; every cell is CSV-quoted when needed. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record: its cells joined, then CRLF. */
export const csvLine = (row: readonly string[]) => row.map(csvCell).join(',') + '\r\n';

const feedbackRow = (f: FeedbackView) => [
  f.createdAt ? new Date(f.createdAt).toISOString() : '',
  f.name,
  f.email,
  f.subject,
  f.message,
  f.read ? 'yes' : 'no',
];

/** The messages as CSV (RFC 4180, CRLF line ends): a header row, then one row per message. */
export function feedbacksToCsv(feedbacks: readonly FeedbackView[]): string {
  return [INBOX.csvHeader, ...feedbacks.map(feedbackRow)].map(csvLine).join('');
}

/**
 * The same CSV as a stream of UTF-8 chunks of `chunkRows` rows, each made only when the client
 * reads on: the whole file is never held as one string, and a client that stops reading stops it.
 */
export function feedbacksCsvStream(feedbacks: readonly FeedbackView[], chunkRows: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(INBOX.csvHeader)));
    },
    pull(controller) {
      const rows = feedbacks.slice(next, next + chunkRows);
      next += rows.length;
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(feedbackRow).map(csvLine).join('')));
      if (next >= feedbacks.length) controller.close();
    },
  });
}
