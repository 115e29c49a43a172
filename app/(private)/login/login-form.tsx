'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { login } from '@/lib/auth/actions';
import { LOGIN_IDLE, type LoginState } from '@/lib/auth/login-state';
import { ADMIN_HREF, BUTTON_LABELS, MESSAGES } from '@/lib/constants';
import { notifyBriefly, notifyError, notifySuccess, warn } from '@/components/admin/notify';
import styles from './login.module.scss';

// The Firebase SDK is fetched only when this renders, i.e. when Firebase sign-in is configured.
export const LazyFirebaseSignIn = dynamic(
  () => import('@/components/auth/firebase-sign-in').then((m) => m.FirebaseSignIn),
  { ssr: false },
);

function LoginButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.button} disabled={pending}>
      {pending ? BUTTON_LABELS.loggingIn : BUTTON_LABELS.login}
    </button>
  );
}

export function LoginForm() {
  const router = useRouter();
  // React resets a form after its action: it is drawn again with the name typed (the password,
  // refused or not, starts empty).
  const [userName, setUserName] = useState('');
  // Checked here first (no round trip for an empty field), then by the server. A form sent
  // before the page script has hydrated it is replayed by React once it has.
  const [state, formAction] = useActionState(async (previous: LoginState, formData: FormData) => {
    // The name as sent (typed before the page script ran too, when no change event told React).
    setUserName(String(formData.get('userName') ?? ''));
    if (String(formData.get('userName') ?? '').trim() === '' || String(formData.get('password') ?? '') === '') {
      warn(MESSAGES.fillAllDetail);
      return { ...previous, outcome: 'empty', at: Date.now() } satisfies LoginState;
    }
    const result = await login(previous, formData);
    if (result.outcome === 'ok') {
      notifySuccess(MESSAGES.loginSuccess);
      router.replace(ADMIN_HREF);
    } else if (result.outcome === 'empty') warn(MESSAGES.fillAllDetail);
    // The lock-out stays on the page (below); its toast closes like the spec's own.
    else if (result.outcome === 'locked' && result.message) notifyBriefly(result.message);
    else if (result.message) notifyError(result.message);
    return result;
  }, LOGIN_IDLE);

  return (
    <form key={state.at ?? 0} className={styles.form} action={formAction} noValidate>
      <label htmlFor="userName">Username</label>
      <input
        id="userName"
        name="userName"
        type="text"
        autoComplete="username"
        defaultValue={userName}
        onChange={(event) => setUserName(event.target.value)}
      />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      {state.outcome === 'locked' || state.outcome === 'unavailable' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      <noscript>
        <p className={styles.error}>Signing in needs JavaScript: turn it on and reload the page.</p>
      </noscript>
      <LoginButton />
    </form>
  );
}
