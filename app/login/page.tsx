import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LazyFirebaseSignIn } from '@/components/auth/firebase-sign-in-lazy';
import { ensureCredentials } from '@/lib/auth/credentials';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { LoginForm } from './login-form';
import styles from './login.module.scss';

export const metadata: Metadata = { title: 'Admin login', robots: { index: false, follow: false } };

export default async function LoginPage() {
  // Rendered per request, never at build: the account must come from the running server's settings.
  // (Signed-in visitors are sent on to /admin by the proxy.)
  await connection();
  // First start: creates the admin account (and logs a generated password) before anyone signs in.
  const config = env();
  await ensureCredentials(getStore(), config);
  const firebaseSignIn = config.firebase.ownerSignIn ? config.firebase.client : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Admin login</h1>
      <p className={styles.note}>The owner&apos;s sign-in for editing this portfolio.</p>
      <LoginForm />
      {firebaseSignIn ? <LazyFirebaseSignIn config={firebaseSignIn} /> : null}
    </main>
  );
}
