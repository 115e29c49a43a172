import { refuseWithoutSession } from '@/lib/admin/route-guard';
import { exportContent } from '@/lib/content/backup';
import { getStore } from '@/lib/store';

/** The whole public content as a JSON download. */
export async function GET(): Promise<Response> {
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;
  const body = JSON.stringify(await exportContent(getStore()), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="portfolio-content-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
