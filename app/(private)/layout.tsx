import type { ReactNode } from 'react';
import { Document, documentMetadata, documentViewport } from '@/app/document';

export const metadata = documentMetadata();
export const viewport = documentViewport;

/**
 * Root layout of the owner's side, in English: the sign-in page and the admin area
 * (`(admin)/layout.tsx` adds its shell). One root layout, so that signing in and out stay
 * client-side navigations: the toast that says so survives the move (a change of root layout
 * is a full page load). The global styles come with each side's own layout, in the order the admin's
 * had them (after its shell's module: a rule of both keeps the global one).
 */
export default function PrivateLayout({ children }: { children: ReactNode }) {
  return <Document lang="en">{children}</Document>;
}
