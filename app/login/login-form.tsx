'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import { login } from '@/lib/auth/actions';
import { LOGIN_IDLE } from '@/lib/auth/login-state';
import { ADMIN_HREF, BUTTON_LABELS, MESSAGES } from '@/lib/constants';
import { notifyError, notifySuccess, warn } from '@/components/admin/notify';
import { useHydrated } from '@/components/admin/use-hydrated';
import styles from './login.module.scss';

export function LoginForm() {
  const router = useRouter();
  const [state, dispatch, pending] = useActionState(login, LOGIN_IDLE);
  const seen = useRef(state);
  const hydrated = useHydrated();

  useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    if (state.outcome === 'ok') {
      notifySuccess(MESSAGES.loginSuccess);
      router.replace(ADMIN_HREF);
    } else if (state.outcome === 'empty') warn(MESSAGES.fillAllDetail);
    else if (state.message) notifyError(state.message);
  }, [state, router]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    if (String(formData.get('userName') ?? '').trim() === '' || String(formData.get('password') ?? '') === '') {
      warn(MESSAGES.fillAllDetail);
      return;
    }
    startTransition(() => dispatch(formData));
  }

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <label htmlFor="userName">Username</label>
      <input id="userName" name="userName" type="text" autoComplete="username" />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      {state.outcome === 'locked' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={pending || !hydrated}>
        {pending ? BUTTON_LABELS.loggingIn : BUTTON_LABELS.login}
      </button>
    </form>
  );
}
