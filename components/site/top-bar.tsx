'use client';

import { Icon } from './icons';
import Link from 'next/link';
import { LanguageSwitcher } from './language-switcher';
import { ScrollProgress, useScrolledPast } from './scroll-progress';
import { ThemeToggle, type ThemeWords } from './theme-toggle';
import styles from './top-bar.module.scss';

/** The top bar's words, in the page's language (from the server). */
export interface TopBarWords {
  adminLogin: string;
  readingProgress: string;
  theme: ThemeWords;
}

/**
 * The links (LOGO_HREF, LOGIN_HREF) and the scrolled-style threshold (SCROLL.navbarScrolledPx)
 * come from the server, so the constants module stays out of the page's JavaScript.
 */
export function TopBar({
  ownerName,
  logoHref,
  loginHref,
  scrolledPx,
  notes,
  words,
  languages,
}: {
  ownerName: string;
  logoHref: string;
  loginHref: string;
  scrolledPx: number;
  /** The link to the notes, shown once one is published. */
  notes?: { href: string; label: string };
  words: TopBarWords;
  /** The language switcher, when more than one language is published. */
  languages?: React.ComponentProps<typeof LanguageSwitcher>;
}) {
  const scrolled = useScrolledPast(scrolledPx);

  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <Link href={logoHref} prefetch={false} className={styles.logo}>
        {ownerName}
      </Link>
      <div className={styles.actions}>
        {notes ? (
          <a href={notes.href} className={styles.notes}>
            {notes.label}
          </a>
        ) : null}
        {languages ? <LanguageSwitcher {...languages} /> : null}
        <ThemeToggle words={words.theme} />
        {/* A plain link: the admin area always opens as a new document, so its opener policy applies
            (the public pages carry none; lib/security-headers.ts). */}
        <a href={loginHref} className={styles.login} aria-label={words.adminLogin}>
          <Icon name="login" />
        </a>
      </div>
      <ScrollProgress label={words.readingProgress} />
    </header>
  );
}
