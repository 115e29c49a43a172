import { cacheLife } from 'next/cache';
import type { ReactNode } from 'react';
import { BottomMenu } from '@/components/site/bottom-menu';
import { Footer } from '@/components/site/footer';
import { InsightsBeacon } from '@/components/site/insights-beacon';
import { PreviewBar } from '@/components/site/preview-bar';
import { ScrollTopEyes } from '@/components/site/scroll-top-eyes';
import { TitleBlink } from '@/components/site/title-blink';
import { TopBar } from '@/components/site/top-bar';
import { VisitorCounter } from '@/components/site/visitor-counter';
import { RevealOnView } from '@/components/sections/reveal';
import { LOGIN_HREF, LOGO_HREF, PUBLIC_ROUTES, SCROLL, TITLE_BLINK } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import { getSections } from '@/lib/site-content/read';

// Entrance animations wait for JavaScript; without it everything is simply shown. The theme
// toggle needs JavaScript too: without it the system's theme applies and the toggle is hidden
// (its space kept).
const NO_SCRIPT_CSS =
  '[data-reveal],[data-reveal] *{opacity:1!important;transform:none!important}[data-theme-toggle]{visibility:hidden}';

/** The year the page was rendered: the footer's until the visitor's script gives today's. */
async function renderYear(): Promise<number> {
  'use cache';
  cacheLife('max');
  return new Date().getFullYear();
}

/** The public site around a page: top bar, footer, menus and the widgets of every page (both root layouts of the site). */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const { about, socialLinks, notes } = await getSections(['about', 'socialLinks', 'notes']);
  // The notes are linked (top bar, footer, and their feed in the head) once one is published.
  const notesLink = notes.length > 0 ? { href: NOTES.href, label: NOTES.navLabel } : undefined;
  return (
    <>
      {notesLink ? (
        // React places it in the document's head: feed readers find the notes' feed from any page.
        <link
          rel="alternate"
          type="application/rss+xml"
          title={NOTES.feedTitle(about.fullName)}
          href={NOTES.feedHref}
        />
      ) : null}
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PreviewBar />
      <TitleBlink texts={TITLE_BLINK.texts} intervalMs={TITLE_BLINK.intervalMs} />
      <TopBar
        ownerName={about.fullName}
        logoHref={LOGO_HREF}
        loginHref={LOGIN_HREF}
        scrolledPx={SCROLL.navbarScrolledPx}
        notes={notesLink}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer ownerName={about.fullName} socialLinks={socialLinks} year={await renderYear()} notes={notesLink} />
      <ScrollTopEyes visiblePx={SCROLL.scrollTopVisiblePx} pupilMaxPx={SCROLL.pupilMaxPx} />
      <BottomMenu routes={PUBLIC_ROUTES} />
      <VisitorCounter />
      <InsightsBeacon />
      <RevealOnView />
    </>
  );
}
