import { INBOX } from '@/lib/constants';
import type { FeedbackView } from './feedback-view';

/** A cell a spreadsheet would run as a formula gets a leading single quote; every cell is CSV-quoted when needed. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The messages as CSV (RFC 4180, CRLF line ends): a header row, then one row per message. */
export function feedbacksToCsv(feedbacks: readonly FeedbackView[]): string {
  const rows = feedbacks.map((f) => [
    f.createdAt ? new Date(f.createdAt).toISOString() : '',
    f.name,
    f.email,
    f.subject,
    f.message,
    f.read ? 'yes' : 'no',
  ]);
  return [[...INBOX.csvHeader], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
