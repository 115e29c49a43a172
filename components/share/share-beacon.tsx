'use client';

import { useEffect } from 'react';
import { SHARE_LINK_CLIENT } from '@/lib/client-constants';
import { afterSettled } from '@/components/site/after-load';
import { optedOut, sendEvent, session } from '@/components/site/beacon';

type Event = { kind: 'visit' } | { kind: 'case-study'; slug: string } | { kind: 'contact' };

/** Sends one event of a share link; nothing about the visitor but the event itself. */
function sendShareEvent(token: string, event: Event): void {
  if (!optedOut()) sendEvent(SHARE_LINK_CLIENT.eventHref(token), event);
}

/**
 * Reports the opening of a share link's page once the page has settled: a visit once per tab
 * (sessionStorage, not a cookie: nothing leaves the browser but the count), a case study each
 * time it is opened. The link is remembered for this tab, so a contact message sent from the
 * site afterwards counts for it too (reportShareContact).
 */
export function ShareBeacon({ token, slug }: { token: string; slug?: string }) {
  useEffect(
    () =>
      afterSettled(() => {
        const store = session();
        store?.setItem(SHARE_LINK_CLIENT.tokenKey, token);
        if (slug) return sendShareEvent(token, { kind: 'case-study', slug });
        if (store?.getItem(SHARE_LINK_CLIENT.visitedKey(token))) return;
        store?.setItem(SHARE_LINK_CLIENT.visitedKey(token), '1');
        sendShareEvent(token, { kind: 'visit' });
      }),
    [token, slug],
  );
  return null;
}

/** After a contact message was sent: counts it for the share link this tab opened, if any. */
export function reportShareContact(): void {
  const token = session()?.getItem(SHARE_LINK_CLIENT.tokenKey);
  if (token && /^[A-Za-z0-9_-]{1,64}$/.test(token)) sendShareEvent(token, { kind: 'contact' });
}
