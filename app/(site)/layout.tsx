import type { ReactNode } from 'react';
import { BottomMenu } from '@/components/site/bottom-menu';
import { Footer } from '@/components/site/footer';
import { MotionProvider } from '@/components/site/motion-provider';
import { TopBar } from '@/components/site/top-bar';
import { VisitorCounter } from '@/components/site/visitor-counter';
import { getData } from '@/lib/content/get-data';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { about, socialLinks } = await getData('user');
  return (
    <MotionProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar ownerName={about.fullName} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer ownerName={about.fullName} socialLinks={socialLinks} year={new Date().getFullYear()} />
      <BottomMenu />
      <VisitorCounter />
    </MotionProvider>
  );
}
