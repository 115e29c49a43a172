'use client';

import { useId } from 'react';
import { BACKUP_PARTS, type BackupPartKey } from '@/lib/backup/words';
import type { PartPreview } from '@/lib/backup/backup';
import styles from './backup-parts.module.scss';

/** What a part of the file replaces here, in words: "Inbox: 12 messages replace 3". */
function partLine(part: PartPreview): string {
  if (!part.inFile) return BACKUP_PARTS.notInFile;
  const words = BACKUP_PARTS.counts;
  switch (part.key) {
    case 'inbox':
      return part.adds ? words.inboxAdded(part.after, part.before) : words.inbox(part.after, part.before);
    case 'shareLinks':
      return words.shareLinks(part.after, part.visits ?? 0, part.before);
    default:
      return words[part.key](part.after, part.before);
  }
}

/**
 * The parts of a backup to import, each a checkbox with what it replaces as its description; a
 * part the file does not hold is shown, disabled.
 */
export function BackupParts({
  parts,
  chosen,
  onChange,
  disabled,
}: {
  parts: readonly PartPreview[];
  chosen: ReadonlySet<BackupPartKey>;
  onChange: (next: Set<BackupPartKey>) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={styles.parts} aria-describedby={`${id}-hint`}>
      <legend>{BACKUP_PARTS.chooseLegend}</legend>
      <p id={`${id}-hint`}>{BACKUP_PARTS.chooseHint}</p>
      {parts.map((part) => {
        const box = `${id}-${part.key}`;
        return (
          <div key={part.key} className={styles.part} data-backup-part={part.key}>
            <input
              id={box}
              type="checkbox"
              checked={chosen.has(part.key)}
              disabled={disabled || !part.inFile}
              aria-describedby={`${box}-what`}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(part.key);
                else next.delete(part.key);
                onChange(next);
              }}
            />
            <label htmlFor={box}>{BACKUP_PARTS.labels[part.key]}</label>
            <span id={`${box}-what`}>{partLine(part)}</span>
          </div>
        );
      })}
    </fieldset>
  );
}
