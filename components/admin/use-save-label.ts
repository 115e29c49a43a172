'use client';

import { useEffect, useRef, useState } from 'react';
import { ADMIN_BUTTON_RESET_MS, BUTTON_LABELS } from '@/lib/constants';

export type SaveMode = 'add' | 'update';
type Phase = 'idle' | 'pending' | 'done';

const LABELS = {
  add: { idle: BUTTON_LABELS.add, pending: BUTTON_LABELS.adding, done: BUTTON_LABELS.added },
  update: { idle: BUTTON_LABELS.update, pending: BUTTON_LABELS.updating, done: BUTTON_LABELS.updated },
} as const;

/** Add → Adding... → Added → Add (after 2000 ms), and the same for Update; an error returns straight to idle. */
export function useSaveLabel(mode: SaveMode) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [submittedMode, setSubmittedMode] = useState<SaveMode>(mode);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = phase === 'idle' ? mode : submittedMode;
  return {
    label: LABELS[shown][phase],
    busy: phase === 'pending',
    started() {
      clearTimeout(timer.current);
      setSubmittedMode(mode);
      setPhase('pending');
    },
    succeeded() {
      setPhase('done');
      timer.current = setTimeout(() => setPhase('idle'), ADMIN_BUTTON_RESET_MS);
    },
    failed() {
      setPhase('idle');
    },
  };
}
