'use client';

import { AdminLink } from './admin-link';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ADMIN_NAV } from '@/lib/admin/words';
import type { NavEntry, NavLink } from './admin-nav-model';
import { AdminIcon } from './icons';
import { LinkPending } from './link-pending';
import styles from './admin-shell.module.scss';

function NavItem({ link, current, onNavigate }: { link: NavLink; current: boolean; onNavigate: () => void }) {
  return (
    <li>
      <AdminLink
        href={link.href}
        className={styles.link}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        <AdminIcon name={link.icon} className={styles.icon} />
        <span>{link.label}</span>
        <LinkPending />
      </AdminLink>
    </li>
  );
}

type NavigationApi = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Follows the page's path (read in the browser) across the app's own navigations. Not
 * usePathname: on a route with params it makes the server wait to send the page beside the
 * navigation until after its first part, and a page sent that way shows only with its script.
 */
function subscribePath(onChange: () => void): () => void {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  navigation?.addEventListener('currententrychange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    navigation?.removeEventListener('currententrychange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The admin's navigation: a sidebar from ADMIN_NAV.sidebarMinPx up; below, a Menu button
 * (aria-expanded) opens the same links as a panel. Escape closes the panel and gives the focus
 * back to the button; following a link closes it too.
 */
export function AdminNav({ entries }: { entries: NavEntry[] }) {
  const pathname = useSyncExternalStore(
    subscribePath,
    () => window.location.pathname,
    () => null,
  );
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const isCurrent = (href: string) => !href.includes('#') && href === pathname;

  return (
    <header className={styles.bar} data-open={open ? '' : undefined}>
      <div className={styles.brandRow}>
        <span className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          {ADMIN_NAV.brand}
        </span>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <AdminIcon name={open ? 'close' : 'menu'} />
          {ADMIN_NAV.menu}
        </button>
      </div>
      <nav id={panelId} aria-label={ADMIN_NAV.label} className={styles.panel}>
        <ul className={styles.entries}>
          {entries.map((entry) =>
            'group' in entry ? (
              <li key={entry.group} className={styles.group}>
                <span id={`${panelId}-${entry.group}`} className={styles.groupLabel}>
                  {entry.group}
                </span>
                <ul aria-labelledby={`${panelId}-${entry.group}`}>
                  {entry.links.map((link) => (
                    <NavItem key={link.href} link={link} current={isCurrent(link.href)} onNavigate={close} />
                  ))}
                </ul>
              </li>
            ) : (
              <NavItem key={entry.href} link={entry} current={isCurrent(entry.href)} onNavigate={close} />
            ),
          )}
        </ul>
        <AdminLink href="/" className={styles.viewSite}>
          <AdminIcon name="external" className={styles.icon} />
          {ADMIN_NAV.viewSite}
        </AdminLink>
      </nav>
      {/* A tap beside the open panel closes it (the button and Escape do the same by keyboard). */}
      {open ? <div className={styles.scrim} aria-hidden="true" onClick={close} /> : null}
    </header>
  );
}
