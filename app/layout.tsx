import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/site/toaster';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { env } from '@/lib/env';
import { poppins } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(env().siteUrl),
  title: { default: 'Portfolio', template: '%s' },
};

export const viewport: Viewport = {
  themeColor: '#0b0f1a',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        {children}
        <Toaster publicPaths={PUBLIC_ROUTES.map((route) => route.href)} />
      </body>
    </html>
  );
}
