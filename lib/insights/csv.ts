import { csvLine } from '@/lib/feedback/csv';
import { INSIGHTS } from '@/lib/insights/words';
import type { InsightsReport } from './report';

/** The daily totals as CSV (RFC 4180, CRLF line ends), the same rows as the page's daily table. */
export function insightsToCsv(report: InsightsReport): string {
  const rows = report.daily.map((d) =>
    [d.date, d.views, d.visitors, d.contactVisitors, d.messages, d.resume, d.projectClicks, d.socialClicks].map(String),
  );
  return [INSIGHTS.csvHeader, ...rows].map(csvLine).join('');
}
