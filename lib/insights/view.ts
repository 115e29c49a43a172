import 'server-only';
import { getStore } from '@/lib/store';
import { utcDay } from './days';
import { readInsights, type InsightsReport } from './report';
import { reportLabels } from './targets';

/** The report of the last `range` days, today (UTC) included, labelled from the current content. */
export async function recentInsights(range: number): Promise<InsightsReport> {
  return readInsights(getStore(), utcDay(Date.now()), range, await reportLabels());
}
