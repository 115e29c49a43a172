import { VISITS } from '@/lib/stats/visits-words';
import type { VisitCounts } from '@/lib/stats/visits';

let request: Promise<VisitCounts> | undefined;

function sessionCounted(): boolean {
  try {
    return sessionStorage.getItem(VISITS.sessionFlag) === '1';
  } catch {
    return false;
  }
}

function markSessionCounted(): void {
  try {
    sessionStorage.setItem(VISITS.sessionFlag, '1');
  } catch {
    // storage disabled: the next page load of this session counts again, nothing worse
  }
}

/**
 * The counts for this page load: the first load of a browser session counts a visit (POST),
 * later ones only read (GET). One request per page load, however often it is asked for.
 */
export function loadVisitCounts(): Promise<VisitCounts> {
  request ??= (async () => {
    const counted = sessionCounted();
    const response = await fetch('/api/visit', { method: counted ? 'GET' : 'POST', cache: 'no-store' });
    if (!response.ok) throw new Error(`Visit counts unavailable (${response.status})`);
    const data = (await response.json()) as VisitCounts;
    if (!counted) markSessionCounted();
    return data;
  })();
  return request;
}
