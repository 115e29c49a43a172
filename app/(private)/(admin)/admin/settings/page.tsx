import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { BackupPanel } from '@/components/admin/backup-panel';
import { JsonResumePanel } from '@/components/admin/json-resume-panel';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { ADMIN_NAV, ADMIN_SETTINGS } from '@/lib/admin/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { listedLanguageTags } from '@/lib/content/language-tag';
import { getStore } from '@/lib/store';
import { USER_PATH_KEY } from '@/lib/store/paths';

export const metadata = { title: `${ADMIN_SETTINGS.title} | Admin` };

/** What is done seldom, away from the dashboard: backup and restore, the JSON Resume import. */
export default async function SettingsPage() {
  await requireAdminPage();
  const tags = listedLanguageTags(await getStore().get(`${USER_PATH_KEY}/siteLanguages`));
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const languages = tags.map((tag) => ({ tag, name: names.of(tag) ?? tag }));
  return (
    <AdminPage title={ADMIN_SETTINGS.title}>
      <div id={ADMIN_NAV.backupAnchor} className={styles.anchor}>
        <BackupPanel />
      </div>
      {/* The import is one revision, offered for Undo below the panel (AdminPage's offer). */}
      <div id={JSON_RESUME.anchor} className={styles.anchor}>
        <JsonResumePanel languages={languages} />
      </div>
    </AdminPage>
  );
}
