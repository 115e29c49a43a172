import { VISIT_SESSION_FLAG } from '@/lib/stats/visits-words';
import type { VisitCounts } from '@/lib/stats/visits';
import { session } from './beacon';

/** The counts, and the total from which the owner shows them. */
export type ShownCounts = VisitCounts & { showFrom?: number };

let request: Promise<ShownCounts> | undefined;

/**
 * The counts for this page load: the first load of a browser session counts a visit (POST),
 * later ones only read (GET). One request per page load, however often it is asked for.
 */
export function loadVisitCounts(): Promise<ShownCounts> {
  request ??= (async () => {
    const counted = session()?.getItem(VISIT_SESSION_FLAG) === '1';
    const response = await fetch('/api/visit', { method: counted ? 'GET' : 'POST', cache: 'no-store' });
    if (!response.ok) throw new Error(`Visit counts unavailable (${response.status})`);
    const data = (await response.json()) as ShownCounts;
    try {
      if (!counted) session()?.setItem(VISIT_SESSION_FLAG, '1');
    } catch {
      // storage disabled or full: the next page load of this session counts again, nothing worse
    }
    return data;
  })();
  return request;
}
