'use client';

import { createContext, useContext, type ReactNode } from 'react';

interface AuthState {
  signedIn: boolean;
  username: string | null;
}

const AuthContext = createContext<AuthState>({ signedIn: false, username: null });

/** Filled by the admin layout from the verified session; the client never decides who is signed in. */
export function AuthProvider({ username, children }: { username: string; children: ReactNode }) {
  return <AuthContext.Provider value={{ signedIn: true, username }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
