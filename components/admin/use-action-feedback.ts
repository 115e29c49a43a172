'use client';

import { useEffect, useEffectEvent, useRef } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { notifyError } from './notify';

/** Toasts a refusal and reports success once per new action result. */
export function useActionFeedback(state: ActionState, handlers: { onSuccess: () => void; onError: () => void }) {
  const seen = useRef(state);
  const report = useEffectEvent((result: ActionState) => {
    if (result.error) {
      notifyError(result.error);
      handlers.onError();
    } else if (result.ok) {
      handlers.onSuccess();
    }
  });
  useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    report(state);
  }, [state]);
}
