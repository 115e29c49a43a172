import toast from 'react-hot-toast';
import { ADMIN_ERRORS } from '@/lib/admin/words';
import { MESSAGES } from '@/lib/constants';
import styles from './admin.module.scss';

/** The spec's warning toast (react-hot-toast has success and error only). */
export function warn(message: string): void {
  toast(message, { icon: '⚠️', style: { background: '#f1c40f', color: '#000' } });
}

/** The spec's own toast texts: they close after its 2 s (TOAST.durationMs) like every toast. */
const SPEC_TEXTS = new Set<string>(Object.values(MESSAGES).filter((text) => typeof text === 'string'));

/**
 * An error toast. One the spec defines closes after its 2 s; any other (a refused save, an upload
 * the server turned down) stays until the owner dismisses it, with its button, so a long
 * message is not gone before it is read. The same text shown twice is one toast.
 */
export function notifyError(message: string): string {
  if (SPEC_TEXTS.has(message)) return toast.error(message);
  return toast.error(
    (shown) => (
      <span className={styles.stickyToast}>
        <span>{message}</span>
        <button
          type="button"
          className={styles.toastDismiss}
          aria-label={ADMIN_ERRORS.dismissLabel}
          onClick={() => toast.dismiss(shown.id)}
        >
          {ADMIN_ERRORS.dismissText}
        </button>
      </span>
    ),
    { id: `error:${message}`, duration: Infinity, ariaProps: { role: 'alert', 'aria-live': 'assertive' } },
  );
}

/** Takes an error off the screen once what it said no longer holds (the form was sent again). */
export const dismissNotice = (id: string) => toast.dismiss(id);

/** An error that closes after the spec's 2 s: for one the page also shows where it stays. */
export const notifyBriefly = (message: string) => void toast.error(message);

export const notifySuccess = (message: string) => toast.success(message);
