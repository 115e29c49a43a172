import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { feedbacksToCsv } from '@/lib/admin/feedback-csv';
import { listFeedbacks } from '@/lib/admin/feedbacks';
import { getStore } from '@/lib/store';

/** Every contact message, newest first, as a CSV download. */
export async function GET(): Promise<Response> {
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;
  const body = feedbacksToCsv(await listFeedbacks(getStore()));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="messages-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
