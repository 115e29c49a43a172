import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ensureCredentials } from '@/lib/auth/credentials';
import { verifySession } from '@/lib/auth/verify';
import { ADMIN_HREF } from '@/lib/constants';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store';
import { LazyFirebaseSignIn, LoginForm } from './login-form';
import styles from './login.module.scss';

// Checks the session before anything is sent: allowed to block, never pre-rendered.
export const instant = false;

export const metadata: Metadata = { title: 'Admin login', robots: { index: false, follow: false } };

export default async function LoginPage() {
  // Rendered per request, never at build: the account must come from the running server's settings.
  await connection();
  // First start: creates the admin account (and logs a generated password) before anyone signs in.
  const config = env();
  await ensureCredentials(getStore(), config);
  // Only a session that passes the real check skips the form. Any other cookie is left alone
  // (it fails every check, and the next sign-in replaces it): no link to /login can sign the
  // owner out, and /admin sends a failed session here without a loop. The sign-in action's answer
  // re-renders this page too: there the form shows its outcome and moves on itself.
  const actionCall = (await headers()).has('next-action');
  if (!actionCall && (await verifySession())) redirect(ADMIN_HREF);
  const firebaseSignIn = config.firebase.ownerSignIn ? config.firebase.client : undefined;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.mark} aria-hidden="true" />
        <h1 className={styles.title}>Admin login</h1>
        <p className={styles.note}>The owner&apos;s sign-in for editing this portfolio.</p>
        <LoginForm />
        {firebaseSignIn ? <LazyFirebaseSignIn config={firebaseSignIn} /> : null}
      </div>
    </main>
  );
}
