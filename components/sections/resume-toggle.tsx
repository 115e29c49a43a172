'use client';

import { useId, useState } from 'react';
import { resumeLinks, type ResumeLink } from '@/lib/resume';
import styles from './about.module.scss';

/** `labels`: BUTTON_LABELS' resume and close, from the server (the constants module stays out of the page's JavaScript). */
export function ResumeToggle({
  dark,
  light,
  labels,
}: {
  dark: string;
  light: string;
  labels: { resume: string; close: string };
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
        onClick={() => setLinks(open ? null : resumeLinks(dark, light))}
      >
        {open ? labels.close : labels.resume}
      </button>
      <div id={panelId} hidden={!open} className={styles.resumeLinks}>
        {links?.map((link) => (
          <a
            key={link.href + link.label}
            href={link.href}
            download
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
