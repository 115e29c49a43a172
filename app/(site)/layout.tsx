import type { ReactNode } from 'react';
import { BottomMenu } from '@/components/site/bottom-menu';
import { Footer } from '@/components/site/footer';
import { PreviewBar } from '@/components/site/preview-bar';
import { ScrollProgress } from '@/components/site/scroll-progress';
import { ScrollTopEyes } from '@/components/site/scroll-top-eyes';
import { TitleBlink } from '@/components/site/title-blink';
import { TopBar } from '@/components/site/top-bar';
import { VisitorCounter } from '@/components/site/visitor-counter';
import { RevealOnView } from '@/components/sections/reveal';
import { LOGIN_HREF, LOGO_HREF, PUBLIC_ROUTES, SCROLL, TITLE_BLINK } from '@/lib/constants';
import { getData } from '@/lib/content/get-data';

// Entrance animations wait for JavaScript; without it everything is simply shown.
const NO_SCRIPT_CSS = '[data-reveal],[data-reveal] *{opacity:1!important;transform:none!important}';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { about, socialLinks } = await getData('user');
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PreviewBar />
      <ScrollProgress />
      <TitleBlink texts={TITLE_BLINK.texts} intervalMs={TITLE_BLINK.intervalMs} />
      <TopBar
        ownerName={about.fullName}
        logoHref={LOGO_HREF}
        loginHref={LOGIN_HREF}
        scrolledPx={SCROLL.navbarScrolledPx}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer ownerName={about.fullName} socialLinks={socialLinks} year={new Date().getFullYear()} />
      <ScrollTopEyes visiblePx={SCROLL.scrollTopVisiblePx} pupilMaxPx={SCROLL.pupilMaxPx} />
      <BottomMenu routes={PUBLIC_ROUTES} />
      <VisitorCounter />
      <RevealOnView />
    </>
  );
}
