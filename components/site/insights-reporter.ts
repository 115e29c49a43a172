import { INSIGHTS_BEACON_HREF } from '@/lib/client-constants';
import type { InsightsEvent } from '@/lib/insights/events';
import { optedOut, sendEvent } from './beacon';
import { loadVisitCounts } from './visit-counts';

let firstView = true;
let listening = false;

function originOf(url: string): string {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

const send = (event: InsightsEvent) => sendEvent(INSIGHTS_BEACON_HREF, event);

/** The event a click on `anchor` reports, if it is a résumé, project or social link. */
function clickEvent(anchor: HTMLAnchorElement): InsightsEvent | null {
  const href = anchor.getAttribute('href') ?? '';
  const resume = anchor.dataset.resume;
  if (resume === 'dark' || resume === 'light') return { kind: 'resume', variant: resume };
  const link = anchor.dataset.link;
  if ((link === 'code' || link === 'demo') && href) return { kind: 'project', link, href };
  if (anchor.closest('footer') && /^https?:\/\//i.test(href) && anchor.host !== location.host) {
    return { kind: 'social', href };
  }
  return null;
}

function onClick(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const report = clickEvent(anchor);
  if (report) send(report);
}

/**
 * Reports a view of `path` (with the referrer on the first view of the page load), after the
 * visit counter's request has settled, so the visitor cookie it sets goes along.
 */
export async function reportView(path: string): Promise<void> {
  if (optedOut()) return;
  if (!listening) {
    listening = true;
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('auxclick', onClick, { capture: true });
  }
  // Only where the visitor came from is counted (its domain): the rest of the address stays here.
  const referrer = firstView ? originOf(document.referrer) : '';
  firstView = false;
  await loadVisitCounts().catch(() => undefined);
  send(referrer ? { kind: 'view', path, referrer } : { kind: 'view', path });
}
