import type { ReactNode } from 'react';
import { Document, documentMetadata, documentViewport } from '@/app/document';
import { getLanguages, pageLanguage, wordsOf } from '@/lib/languages/read';
import { SiteFrame } from './site-frame';
import '@/styles/globals.scss';

export async function generateMetadata() {
  return documentMetadata((await wordsOf((await pageLanguage()).tag))('meta.defaultTitle'));
}
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
