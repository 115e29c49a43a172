'use client';

import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST } from '@/lib/constants';

/** The one toast area of the app: bottom right, 2000 ms, coloured by kind. */
export function ToastArea() {
  return (
    <HotToaster
      position={TOAST.position}
      toastOptions={{
        duration: TOAST.durationMs,
        style: { color: '#fff', fontWeight: 600 },
        success: { style: { background: '#07bc0c' } },
        error: { style: { background: '#e74c3c' } },
        blank: { style: { background: '#3498db' } },
        custom: { style: { background: '#f1c40f', color: '#000' } },
      }}
    />
  );
}
