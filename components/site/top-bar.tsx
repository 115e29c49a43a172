'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { LOGIN_HREF, LOGO_HREF, SCROLL } from '@/lib/constants';
import { Icon } from './icons';
import { ScrollProgress } from './scroll-progress';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.scss';

export function TopBar({ ownerName }: { ownerName: string }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL.navbarScrolledPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <Link href={LOGO_HREF} className={styles.logo} prefetch={false}>
        {ownerName}
      </Link>
      <div className={styles.actions}>
        <ThemeToggle />
        <Link href={LOGIN_HREF} className={styles.login} aria-label="Admin login" prefetch={false}>
          <Icon name="login" />
        </Link>
      </div>
      <ScrollProgress />
    </header>
  );
}
