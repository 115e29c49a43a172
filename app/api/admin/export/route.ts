import { attachment } from '@/lib/admin/route-guard';
import { exportBackup } from '@/lib/backup/backup';
import { getMediaStore } from '@/lib/media';
import { getStore } from '@/lib/store';
import { ownerOnly } from '@/app/api/admin/route-helpers';

/** The whole public content and every upload it uses, as one JSON download (lib/backup/backup.ts). */
export const GET = ownerOnly(async () => {
  const body = JSON.stringify(await exportBackup(getStore(), getMediaStore()), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return attachment(body, 'application/json; charset=utf-8', `portfolio-content-${day}.json`);
});
