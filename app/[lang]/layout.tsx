import type { ReactNode } from 'react';
import { lang } from 'next/root-params';
import { Document, documentMetadata, documentViewport } from '@/app/document';
import { languageOfPrefix, prefixOf } from '@/lib/languages/model';
import { getLanguages, pageLanguage, pageLanguages, wordsOf } from '@/lib/languages/read';
import { redirectUnknown } from '@/lib/site-content/read';
import { SiteFrame } from '../(site)/site-frame';
import '@/styles/globals.scss';

export async function generateMetadata() {
  return documentMetadata((await wordsOf((await pageLanguage()).tag))('meta.defaultTitle'));
}
export const viewport = documentViewport;

/**
 * The published languages other than the default, read from the store when the site is built; one
 * published later renders on its first request and is then kept like the others. Cache Components
 * refuses an empty list: with no second language, a placeholder no language can be ('_').
 */
export async function generateStaticParams(): Promise<{ lang: string }[]> {
  const prefixed = (await getLanguages()).published.slice(1);
  return prefixed.length > 0 ? prefixed.map((tag) => ({ lang: prefixOf(tag) })) : [{ lang: '_' }];
}

/**
 * Root layout of every other published language, under its prefix (`/de/...`). A prefix that names
 * no published language answers like any unknown address (lib/site-content/read.ts); in preview,
 * the owner also reads a hidden one's pages.
 */
export default async function PrefixedLanguageLayout({ children }: { children: ReactNode }) {
  const tag = languageOfPrefix(await pageLanguages(), String(await lang()));
  if (!tag) await redirectUnknown();
  return (
    <Document lang={tag!} prefix={`/${prefixOf(tag!)}`}>
      <SiteFrame>{children}</SiteFrame>
    </Document>
  );
}
