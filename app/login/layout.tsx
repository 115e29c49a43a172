import type { ReactNode } from 'react';
import { Document, documentMetadata, documentViewport } from '@/app/document';
import '@/styles/globals.scss';

export const metadata = documentMetadata();
export const viewport = documentViewport;

/** Root layout of the sign-in page (the admin area is in English). */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return <Document lang="en">{children}</Document>;
}
