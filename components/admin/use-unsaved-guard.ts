'use client';

import { useEffect } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin/words';

/** True when any field differs from the values last loaded or saved. */
export function hasUnsavedChanges(values: Record<string, string>, saved: Record<string, string>): boolean {
  const names = new Set([...Object.keys(values), ...Object.keys(saved)]);
  for (const name of names) if ((values[name] ?? '') !== (saved[name] ?? '')) return true;
  return false;
}

/** What this hook uses of the Navigation API, which TypeScript's DOM types do not describe yet. */
interface NavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
}
type NavigationApi = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** An in-app link the click would follow in this tab (not a new tab, a download or the same page). */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const to = new URL(anchor.href, window.location.href);
  const here = new URL(window.location.href);
  return to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search;
}

/**
 * Asks before the owner leaves a form with unsaved edits: the browser's own prompt on reload,
 * closing the tab or typing an address (beforeunload), and a confirm dialog on links inside the
 * app and on the browser's Back / Forward buttons. Cancelling stays on the page with the edits.
 */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    // Listened to only while there are unsaved edits; cleared once the owner chose to leave.
    let asking = true;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!asking) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }

    /** Asks the owner; true when they leave (a page load that follows then does not ask again). */
    function leaves(): boolean {
      if (!window.confirm(ADMIN_MESSAGES.unsavedChanges)) return false;
      asking = false;
      return true;
    }

    function onClick(event: MouseEvent) {
      if (!asking || !leavingLink(event) || leaves()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    }

    // The browser's Back / Forward inside the app: the Navigation API announces a traversal
    // before it happens and lets it be cancelled (the router's popstate comes too late: the page
    // has already changed). Browsers without it (Firefox, older Safari) skip this question;
    // traversals that leave the document get beforeunload.
    function onNavigate(event: NavigateEvent) {
      if (!asking || event.navigationType !== 'traverse' || !event.cancelable || leaves()) return;
      event.preventDefault();
    }

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
    navigation?.addEventListener('navigate', onNavigate as EventListener);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate as EventListener);
    };
  }, [dirty]);
}
