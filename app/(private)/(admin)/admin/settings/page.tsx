import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { BackupPanel } from '@/components/admin/backup-panel';
import { JsonResumePanel } from '@/components/admin/json-resume-panel';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_NAV, ADMIN_SETTINGS } from '@/lib/admin/words';
import { JSON_RESUME } from '@/lib/json-resume/words';

export const metadata = { title: `${ADMIN_SETTINGS.title} | Admin` };

/** What is done seldom, away from the dashboard: backup and restore, the JSON Resume import. */
export default async function SettingsPage() {
  await requireAdminPage();
  return (
    <AdminPage title={ADMIN_SETTINGS.title}>
      <div id={ADMIN_NAV.backupAnchor} className={styles.anchor}>
        <BackupPanel />
      </div>
      {/* The import is one revision, offered for Undo below the panel (AdminPage's offer). */}
      <div id={JSON_RESUME.anchor} className={styles.anchor}>
        <JsonResumePanel />
      </div>
    </AdminPage>
  );
}
