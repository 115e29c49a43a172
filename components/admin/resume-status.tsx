import { RESUME_SOURCE_LABELS, isGeneratedResume, resumeHref, type ResumeVariant } from '@/lib/resume';
import styles from './admin.module.scss';

/** Under a résumé field of the About editor: which file the site serves for it (as saved), with a preview. */
export function ResumeStatus({ variant, saved }: { variant: ResumeVariant; saved: string }) {
  const source = isGeneratedResume(saved) ? RESUME_SOURCE_LABELS.generated : RESUME_SOURCE_LABELS.uploaded;
  return (
    <p className={styles.muted} data-testid={`resume-status-${variant}`}>
      In use for the {variant} résumé: <strong>{source}</strong>.{' '}
      <a href={resumeHref(saved, variant)} target="_blank" rel="noopener noreferrer">
        Preview the {variant} résumé
      </a>
    </p>
  );
}
