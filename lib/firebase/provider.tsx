'use client';

import { onAuthStateChanged, type User } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createFirebaseActions, type FirebaseActions } from './client-actions';
import { getFirebaseClient, type FirebaseClient } from './client-app';
import type { FirebaseClientConfig } from './config';

export interface FirebaseContextValue extends FirebaseActions {
  /** The signed-in Firebase user, null when signed out. */
  user: User | null;
  /** Follows the auth-state listener: true while a user is signed in. */
  isLoggedIn: boolean;
  /** False until the auth state is first known. */
  ready: boolean;
  database: Database;
}

const FirebaseContext = createContext<FirebaseContextValue | null>(null);

interface Props {
  config: FirebaseClientConfig;
  children: ReactNode;
  /** An already created client (tests, or a page that made one). */
  client?: FirebaseClient;
}

/** Firebase Auth + Realtime Database for the pages that use them (only /login today). */
export function FirebaseProvider({ config, children, client }: Props) {
  const firebase = useMemo(() => client ?? getFirebaseClient(config), [client, config]);
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(
    () =>
      onAuthStateChanged(firebase.auth, (next) => {
        setUser(next);
        setReady(true);
      }),
    [firebase],
  );

  const value = useMemo<FirebaseContextValue>(
    () => ({
      ...createFirebaseActions(firebase.auth, firebase.db),
      user,
      isLoggedIn: user !== null,
      ready,
      database: firebase.db,
    }),
    [firebase, user, ready],
  );
  return <FirebaseContext.Provider value={value}>{children}</FirebaseContext.Provider>;
}

export function useFirebase(): FirebaseContextValue {
  const value = useContext(FirebaseContext);
  if (!value) throw new Error('useFirebase must be used inside <FirebaseProvider>');
  return value;
}
