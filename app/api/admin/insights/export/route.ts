import type { NextRequest } from 'next/server';
import { ownerOnly } from '@/app/api/admin/route-helpers';
import { attachment } from '@/lib/admin/route-guard';
import { INSIGHTS } from '@/lib/insights/words';
import { refuse } from '@/lib/http/refuse';
import { insightsToCsv, parseRange } from '@/lib/insights/report';
import { recentInsights } from '@/lib/insights/targets';

/** The daily totals of the last 7, 30 or 90 days (?range=), as a CSV download. */
export const GET = ownerOnly(async (request: NextRequest) => {
  const value = request.nextUrl.searchParams.get(INSIGHTS.rangeParam);
  const range = parseRange(value);
  if (range === null) return refuse(400, INSIGHTS.errors.badRange(value ?? ''));
  const report = await recentInsights(range);
  return attachment(insightsToCsv(report), 'text/csv; charset=utf-8', `insights-${range}-days-${report.last}.csv`);
});
