'use client';

import type { UserCredential } from 'firebase/auth';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_HREF, MESSAGES } from '@/lib/constants';
import { FIREBASE_LABELS, FIREBASE_MESSAGES } from '@/lib/firebase/words';
import type { FirebaseClientConfig } from '@/lib/firebase/config';
import { FirebaseProvider, useFirebase } from '@/lib/firebase/provider';
import styles from './firebase-sign-in.module.scss';

const OWNER_EXCHANGE_URL = '/api/auth/firebase';

function describe(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(code)) {
    return FIREBASE_MESSAGES.wrongEmailOrPassword;
  }
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return FIREBASE_MESSAGES.popupClosed;
  if (code === 'auth/too-many-requests') return FIREBASE_MESSAGES.tooManyAttempts;
  return FIREBASE_MESSAGES.signInFailed;
}

/** Google and e-mail sign-in for the owner; the server decides whether the account may manage the site. */
export function FirebaseSignIn({ config }: { config: FirebaseClientConfig }) {
  return (
    <FirebaseProvider config={config}>
      <OwnerSignIn />
    </FirebaseProvider>
  );
}

function OwnerSignIn() {
  const firebase = useFirebase();
  const router = useRouter();
  const [busy, setBusy] = useState<'google' | 'email' | null>(null);

  async function exchange(credential: UserCredential) {
    const idToken = await credential.user.getIdToken();
    const response = await fetch(OWNER_EXCHANGE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) {
      await firebase.signOut().catch(() => undefined);
      toast.error(body.error ?? FIREBASE_MESSAGES.signInFailed);
      return;
    }
    toast.success(MESSAGES.loginSuccess);
    router.replace(ADMIN_HREF);
  }

  async function run(kind: 'google' | 'email', signIn: () => Promise<UserCredential>) {
    setBusy(kind);
    try {
      await exchange(await signIn());
    } catch (error) {
      toast.error(describe(error));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('firebaseEmail') ?? '').trim();
    const password = String(data.get('firebasePassword') ?? '');
    if (!email || !password) {
      toast(MESSAGES.fillAllDetail, { icon: '⚠️' });
      return;
    }
    void run('email', () => firebase.signIn(email, password));
  }

  return (
    <section className={styles.panel} aria-labelledby="firebase-sign-in-heading">
      <h2 id="firebase-sign-in-heading" className={styles.heading}>
        {FIREBASE_LABELS.heading}
      </h2>
      <button
        type="button"
        className={styles.button}
        disabled={busy !== null}
        onClick={() => void run('google', firebase.signInWithGoogle)}
      >
        {busy === 'google' ? FIREBASE_LABELS.signingIn : FIREBASE_LABELS.google}
      </button>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor="firebaseEmail">E-mail</label>
        <input id="firebaseEmail" name="firebaseEmail" type="email" autoComplete="email" />
        <label htmlFor="firebasePassword">Account password</label>
        <input id="firebasePassword" name="firebasePassword" type="password" autoComplete="current-password" />
        <button type="submit" className={styles.button} disabled={busy !== null}>
          {busy === 'email' ? FIREBASE_LABELS.signingIn : FIREBASE_LABELS.email}
        </button>
      </form>
    </section>
  );
}
