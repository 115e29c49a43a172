'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormStatus } from 'react-dom';
import { login } from '@/lib/auth/actions';
import { LOGIN_IDLE } from '@/lib/auth/login-state';
import { ADMIN_HREF, BUTTON_LABELS, MESSAGES } from '@/lib/constants';
import { notifyError, notifySuccess, warn } from '@/components/admin/notify';
import styles from './login.module.scss';

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
  const [state, formAction] = useActionState(login, LOGIN_IDLE);
  // React resets a form after its action: the form is drawn again with the name typed (the
  // password, refused, starts empty).
  const [userName, setUserName] = useState('');
  const seen = useRef(state);

  useEffect(() => {
    if (state === seen.current) return;
    seen.current = state;
    if (state.outcome === 'ok') {
      notifySuccess(MESSAGES.loginSuccess);
      router.replace(ADMIN_HREF);
    } else if (state.outcome === 'empty') warn(MESSAGES.fillAllDetail);
    else if (state.message) notifyError(state.message);
  }, [state, router]);

  function check(event: FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    if (String(formData.get('userName') ?? '').trim() === '' || String(formData.get('password') ?? '') === '') {
      event.preventDefault();
      warn(MESSAGES.fillAllDetail);
    }
  }

  return (
    <form key={state.at ?? 0} className={styles.form} action={formAction} onSubmit={check} noValidate>
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
      {state.outcome === 'locked' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      <LoginButton />
    </form>
  );
}
