'use client';

import { createContext, use, type ReactNode } from 'react';

const UsernameContext = createContext<string | null>(null);

/** Filled by the admin layout from the verified session; the client never decides who is signed in. */
export function AuthProvider({ username, children }: { username: string; children: ReactNode }) {
  return <UsernameContext value={username}>{children}</UsernameContext>;
}

/** The signed-in owner's name (none outside the admin layout). */
export const useUsername = () => use(UsernameContext);
