import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/site/toaster';
import { PROJECT_PAGE, THEME } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { THEME_INIT_SCRIPT } from '@/lib/theme-script';
import { env } from '@/lib/env';
import { displayFont, textFont } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(env().siteUrl),
  title: { default: 'Portfolio', template: '%s' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME.barColors.light },
    { media: '(prefers-color-scheme: dark)', color: THEME.barColors.dark },
  ],
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html lang="en" className={`${displayFont.variable} ${textFont.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body>
        {children}
        <Toaster publicPaths={PUBLIC_ROUTES.map((route) => route.href)} publicPrefixes={[PROJECT_PAGE.href('')]} />
      </body>
    </html>
  );
}
