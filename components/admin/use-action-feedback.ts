'use client';

import { useEffect, useRef } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import { notifyError } from './notify';

/** Toasts a refusal and reports success once per new action result. */
export function useActionFeedback(state: ActionState, handlers: { onSuccess: () => void; onError: () => void }) {
  const seen = useRef(state);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    if (state.error) {
      notifyError(state.error);
      latest.current.onError();
    } else if (state.ok) {
      latest.current.onSuccess();
    }
  }, [state]);
}
