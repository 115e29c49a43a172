import styles from '@/components/share/share.module.scss';

/** The page's place while the link is read, so nothing below it moves when it arrives. */
export default function Loading() {
  return <div className={styles.pending} />;
}
