'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { Icon, type IconName } from './icons';
import Link from 'next/link';
import styles from './bottom-menu.module.scss';

type MenuRoute = { href: string; label: string; color: string; accent: string; icon: IconName };

/**
 * `routes`: the public routes (PUBLIC_ROUTES) in the page's language (named, and under its prefix),
 * handed over by the server so the constants stay out of the page's JavaScript; `words` likewise.
 */
export function BottomMenu({
  routes,
  words,
}: {
  routes: readonly MenuRoute[];
  words: { label: string; expand: string; collapse: string };
}) {
  const [open, setOpen] = useState(true);
  const pathname = usePathname();
  const listId = useId();

  const choose = () => {
    setOpen(false);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };

  return (
    <nav className={`${styles.menu} ${open ? styles.open : styles.closed}`} aria-label={words.label} data-open={open}>
      <ul id={listId} className={styles.list} hidden={!open}>
        {routes.map((route) => {
          const current = pathname === route.href;
          return (
            <li key={route.href}>
              <Link
                href={route.href}
                // Fetched on click: prefetching all six routes cost every visit ~10 KiB of other
                // pages' scripts and ~40 KiB of their data (docs/performance.md).
                prefetch={false}
                onClick={choose}
                className={styles.link}
                style={{ '--accent': route.accent } as React.CSSProperties}
                aria-current={current ? 'page' : undefined}
              >
                <Icon name={route.icon} className={styles.icon} />
                <span className={styles.label}>{route.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="visually-hidden">{open ? words.collapse : words.expand}</span>
      </button>
    </nav>
  );
}
