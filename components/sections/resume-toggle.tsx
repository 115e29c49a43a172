'use client';

import { useId, useState } from 'react';
import { resumeLinks, type ResumeLink, type ResumeVariant } from '@/lib/resume';
import styles from './about.module.scss';

/**
 * `labels`: the button's two states and the two downloads, in the page's language (from the server:
 * no words ship in the page's JavaScript). `fileNames`: the name each variant downloads as, the owner's uploaded file too
 * (whose address is only a media id).
 */
export function ResumeToggle({
  dark,
  light,
  labels,
  fileNames,
}: {
  dark: string;
  light: string;
  labels: { resume: string; close: string } & Record<ResumeVariant, string>;
  fileNames: Record<ResumeVariant, string>;
}) {
  const [links, setLinks] = useState<ResumeLink[] | null>(null);
  const panelId = useId();
  const open = links !== null;
  return (
    <div className={styles.resume}>
      <button
        type="button"
        className={styles.resumeButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setLinks(open ? null : resumeLinks(dark, light, labels))}
      >
        {open ? labels.close : labels.resume}
      </button>
      <div id={panelId} hidden={!open} className={styles.resumeLinks}>
        {links?.map((link) => (
          <a
            key={link.href + link.label}
            href={link.href}
            download={fileNames[link.variant]}
            className={styles.download}
            data-resume={link.variant}
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
