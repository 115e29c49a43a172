'use client';

import { useAuth } from './auth-context';
import styles from './admin.module.scss';

export function SignedInAs() {
  const { username } = useAuth();
  return <p className={styles.muted}>Signed in as {username}</p>;
}
