import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/site/toaster';
import { PROJECT_PAGE, THEME } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { THEME_INIT_SCRIPT } from '@/lib/theme-script';
import { env } from '@/lib/env';
import { directionOf } from '@/lib/languages/model';
import { localHref } from '@/lib/languages/paths';
import { displayFont, textFont } from './fonts';

/**
 * What every root layout's page says of itself (each root layout exports these); `title`: a page's
 * own title when it gives none (the site's layouts: `meta.defaultTitle` in the page's language).
 */
export const documentMetadata = (title = 'Portfolio'): Metadata => ({
  metadataBase: new URL(env().siteUrl),
  title: { default: title, template: '%s' },
});

export const documentViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME.barColors.light },
    { media: '(prefers-color-scheme: dark)', color: THEME.barColors.dark },
  ],
  colorScheme: 'light dark',
};

/**
 * The document every root layout renders (the default language's site, each other language's,
 * the admin, the login page): `<html>` in the page's language and direction, the fonts and the
 * theme script that runs before the first paint. `prefix`: that of the site's addresses in the
 * page's language (`/de`), where the public pages are.
 */
export function Document({ lang, prefix = '', children }: { lang: string; prefix?: string; children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html
      lang={lang}
      dir={directionOf(lang)}
      className={`${displayFont.variable} ${textFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body>
        {children}
        <Toaster
          publicPaths={PUBLIC_ROUTES.map((route) => localHref(prefix, route.href))}
          publicPrefixes={[localHref(prefix, PROJECT_PAGE.href(''))]}
        />
      </body>
    </html>
  );
}
