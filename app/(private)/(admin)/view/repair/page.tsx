import dayjs from 'dayjs';
import { AdminLink } from '@/components/admin/admin-link';
import { AdminPage } from '@/components/admin/admin-page';
import styles from '@/components/admin/admin.module.scss';
import { RepairButton } from '@/components/admin/repair-button';
import { sectionOf } from '@/lib/content/sections';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { updateHref } from '@/lib/admin/sections';
import { HISTORY } from '@/lib/content/history-words';
import { inspectContent, lastValidRevision } from '@/lib/content/get-data';
import { LIST_KEYS } from '@/lib/content/schemas';
import { SECTION_KEYS } from '@/lib/content/shape';
import { getStore } from '@/lib/store';

export const metadata = { title: 'Repair content | Admin' };

/**
 * Stored content that fails validation (hand-edited, half-imported) is named here field by
 * field, each section with a one-click way back to its last valid revision.
 */
export default async function RepairPage() {
  await requireAdminPage();
  const { invalid } = await inspectContent();
  const bad = SECTION_KEYS.filter((key) => invalid[key]);
  const store = getStore();
  const fixes = await Promise.all(bad.map((key) => lastValidRevision(store, key)));

  return (
    <AdminPage title="Repair content" history={HISTORY.href}>
      {bad.length === 0 ? (
        <p>All stored content is valid. Nothing to repair.</p>
      ) : (
        <>
          <p>
            Some stored content is invalid. Public pages keep showing each section as its last valid revision left it (a
            list shows its valid items). Repair each section below.
          </p>
          <ul className={styles.revisions} aria-label="Invalid sections">
            {bad.map((key, index) => {
              const section = sectionOf(key);
              const title = section?.title ?? key;
              const fix = fixes[index];
              const isList = (LIST_KEYS as readonly string[]).includes(key);
              return (
                <li key={key}>
                  <h2>{title}</h2>
                  <ul className={styles.diff}>
                    {invalid[key]!.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                  {fix ? (
                    <p className={styles.muted}>
                      Last valid: revision #{fix.revision} of {dayjs(fix.at).format('DD/MM/YYYY HH:mm')}.
                    </p>
                  ) : (
                    <p className={styles.muted}>
                      No valid revision of this section is kept.{' '}
                      {isList ? 'Its invalid items can be set aside (they stay in History).' : ''}
                    </p>
                  )}
                  <div className={styles.actions}>
                    {fix || isList ? (
                      <RepairButton
                        section={key}
                        title={title}
                        label={fix ? 'Restore last valid revision' : 'Set invalid items aside'}
                      />
                    ) : null}
                    {section ? (
                      <AdminLink className={styles.secondary} href={updateHref(section)}>
                        Correct in the editor
                      </AdminLink>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
