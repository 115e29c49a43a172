import type { ReactNode } from 'react';
import { Document, documentMetadata, documentViewport } from '@/app/document';
import { getLanguages } from '@/lib/languages/read';
import { SiteFrame } from './site-frame';
import '@/styles/globals.scss';

export const metadata = documentMetadata();
export const viewport = documentViewport;

/** Root layout of the site in its default language, at today's addresses (docs/decisions/multilingual.md). */
export default async function DefaultLanguageLayout({ children }: { children: ReactNode }) {
  const languages = await getLanguages();
  return (
    <Document lang={languages.default}>
      <SiteFrame>{children}</SiteFrame>
    </Document>
  );
}
