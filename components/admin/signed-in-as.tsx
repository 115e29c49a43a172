'use client';

import { useUsername } from './auth-context';
import styles from './admin.module.scss';

export function SignedInAs() {
  const username = useUsername();
  return <p className={styles.muted}>Signed in as {username}</p>;
}
