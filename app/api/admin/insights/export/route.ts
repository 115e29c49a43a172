import type { NextRequest } from 'next/server';
import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { INSIGHTS } from '@/lib/constants';
import { refuse } from '@/lib/http/refuse';
import { insightsToCsv } from '@/lib/insights/csv';
import { utcDay } from '@/lib/insights/days';
import { parseRange, readInsights } from '@/lib/insights/report';
import { reportLabels } from '@/lib/insights/targets';
import { getStore } from '@/lib/store';

export const dynamic = 'force-dynamic';

/** The daily totals of the last 7, 30 or 90 days (?range=), as a CSV download. */
export async function GET(request: NextRequest): Promise<Response> {
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;
  const value = request.nextUrl.searchParams.get(INSIGHTS.rangeParam);
  const range = parseRange(value);
  if (range === null) return refuse(400, INSIGHTS.errors.badRange(value ?? ''));
  const today = utcDay(Date.now());
  const report = await readInsights(getStore(), today, range, await reportLabels());
  return new Response(insightsToCsv(report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="insights-${range}-days-${today}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
