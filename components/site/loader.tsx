import { LOADER_TEXT } from '@/lib/constants';
import styles from './loader.module.scss';

/** Full-screen loader shown wherever content is still being fetched. */
export function Loader() {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{LOADER_TEXT}</p>
    </div>
  );
}
