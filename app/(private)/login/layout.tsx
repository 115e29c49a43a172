import type { ReactNode } from 'react';
import '@/styles/globals.scss';

/** The sign-in page's global styles (the owner's side's root layout has none of its own: see it). */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return children;
}
