import type { FormValues } from '@/lib/admin/form-values';
import type { FieldDef } from '@/lib/admin/sections';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import styles from './admin.module.scss';

interface Props {
  fields: readonly FieldDef[];
  /** The fields as stored now, after the other change. */
  theirs: FormValues;
  /** What this form sent. */
  yours: FormValues;
}

/** Under a refused save: what the other tab or device stored, field by field, where it differs from the form. */
export function ConflictNotice({ fields, theirs, yours }: Props) {
  const differing = fields.filter((field) => (theirs[field.name] ?? '') !== (yours[field.name] ?? ''));
  return (
    <section className={styles.conflict} aria-label={SAVE_SAFETY.theirsTitle}>
      <h3 className={styles.conflictTitle}>{SAVE_SAFETY.theirsTitle}</h3>
      {differing.length > 0 ? (
        <dl className={styles.conflictFields}>
          {differing.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{theirs[field.name] || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{SAVE_SAFETY.noFieldDiffers}</p>
      )}
      <p className={styles.muted}>{SAVE_SAFETY.theirsHint}</p>
    </section>
  );
}
