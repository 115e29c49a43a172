/** Do Not Track or Global Privacy Control: then nothing is reported (the server checks again). */
export function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Posts `event` to `href` as JSON: a beacon (it outlives the page), else a keepalive fetch. */
export function sendEvent(href: string, event: object): void {
  const body = new Blob([JSON.stringify(event)], { type: 'application/json' });
  if (navigator.sendBeacon?.(href, body)) return;
  void fetch(href, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** This tab's sessionStorage, or null where the browser refuses it (storage disabled). */
export function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
