import 'server-only';
import { getStore } from '@/lib/store';
import { readDays } from './daily';
import { utcDay } from './days';
import { referrersWithVisitors } from './referrer-visitors';
import { summarize, type InsightsReport } from './report';
import { reportLabels } from './targets';

/** The report of the last `range` days, today (UTC) included, labelled from the current content. */
export async function recentInsights(range: number): Promise<InsightsReport> {
  const store = getStore();
  const last = utcDay(Date.now());
  const [rows, shown, labels] = await Promise.all([
    readDays(store, last, range),
    referrersWithVisitors(store, last, range),
    reportLabels(),
  ]);
  return summarize(rows, labels, shown);
}
