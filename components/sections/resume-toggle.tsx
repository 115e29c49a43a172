'use client';

import { useId, useState } from 'react';
import { BUTTON_LABELS } from '@/lib/constants';
import { resumeLinks, type ResumeLink } from '@/lib/resume';
import styles from './about.module.scss';

export function ResumeToggle({ dark, light }: { dark: string; light: string }) {
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
        {open ? BUTTON_LABELS.close : BUTTON_LABELS.resume}
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
