import toast from 'react-hot-toast';

/** The spec's warning toast (react-hot-toast has success and error only). */
export function warn(message: string): void {
  toast(message, { icon: '⚠️', style: { background: '#f1c40f', color: '#000' } });
}

export const notifyError = (message: string) => toast.error(message);
export const notifySuccess = (message: string) => toast.success(message);
