/**
 * @jest-environment ./tests/helpers/jsdom-with-fetch.cjs
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, inMemoryPersistence, setPersistence } from 'firebase/auth';
import { getDatabase } from 'firebase/database';
import { FirebaseProvider, useFirebase, type FirebaseContextValue } from '@/lib/firebase/provider';
import { startAuthEmulator } from '../helpers/auth-emulator';

const CONFIG = {
  apiKey: 'test-api-key',
  authDomain: 'portfolio-test.firebaseapp.com',
  projectId: 'portfolio-test',
  databaseURL: 'https://portfolio-test-default-rtdb.firebaseio.com',
  appId: '1:1:web:1',
};

let latest: FirebaseContextValue | undefined;
function Probe() {
  const value = useFirebase();
  useEffect(() => {
    latest = value;
  });
  return <p>{value.ready ? (value.isLoggedIn ? `in as ${value.user?.email}` : 'signed out') : 'waiting'}</p>;
}

it('follows the auth state: logged in after sign-in, user null after sign-out', async () => {
  const authServer = await startAuthEmulator([
    { localId: 'owner-uid', email: 'owner@example.com', password: 'right-password' },
  ]);
  const app = initializeApp(CONFIG, 'provider-test');
  const auth = getAuth(app);
  await setPersistence(auth, inMemoryPersistence);
  connectAuthEmulator(auth, authServer.url, { disableWarnings: true });
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    render(
      <FirebaseProvider config={CONFIG} client={{ app, auth, db: getDatabase(app) }}>
        <Probe />
      </FirebaseProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(latest?.user).toBeNull();
    expect(latest?.database).toBeDefined();
    await act(async () => {
      await latest!.signIn('owner@example.com', 'right-password');
    });
    expect(await screen.findByText('in as owner@example.com')).toBeInTheDocument();
    expect(latest?.isLoggedIn).toBe(true);
    await act(async () => {
      await latest!.signOut();
    });
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(latest?.user).toBeNull();
    expect(latest?.isLoggedIn).toBe(false);
  } finally {
    log.mockRestore();
    await deleteApp(app);
    await authServer.stop();
  }
});

it('refuses to be used outside the provider', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow('useFirebase must be used inside <FirebaseProvider>');
  error.mockRestore();
});
