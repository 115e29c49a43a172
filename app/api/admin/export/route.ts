import { attachment, refuseWithoutSession } from '@/lib/admin/route-guard';
import { exportBackup } from '@/lib/backup/backup';
import { getMediaStore } from '@/lib/media';
import { getStore } from '@/lib/store';

/** The whole public content and every upload it uses, as one JSON download (lib/backup/backup.ts). */
export async function GET(): Promise<Response> {
  const refusal = await refuseWithoutSession();
  if (refusal) return refusal;
  const body = JSON.stringify(await exportBackup(getStore(), getMediaStore()), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return attachment(body, 'application/json; charset=utf-8', `portfolio-content-${day}.json`);
}
