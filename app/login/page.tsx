import type { Metadata } from 'next';
import styles from './login.module.scss';

export const metadata: Metadata = { title: 'Admin login', robots: { index: false, follow: false } };

export default function LoginPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Admin login</h1>
      <p className={styles.note}>The owner&apos;s sign-in for editing this portfolio.</p>
    </main>
  );
}
