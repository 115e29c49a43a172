import { count } from '@/lib/insights/daily';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { SHARE_LINK_STATS_PATH } from '@/lib/store/paths';
import type { Store } from '@/lib/store/types';

/**
 * What happened to one link, as aggregate counts only: no address, agent or cookie is stored.
 * Kept at shareLinkStats/<id>, beside the links and outside history (a count is not an edit).
 */
export interface LinkStats {
  firstOpened?: number;
  lastOpened?: number;
  visits: number;
  /** Views per case-study slug. */
  caseStudies: Record<string, number>;
  resume: number;
  contact: number;
}

export type LinkEvent =
  { kind: 'visit' } | { kind: 'case-study'; slug: string } | { kind: 'resume' } | { kind: 'contact' };

/** Stored counters read tolerantly: anything malformed counts as nothing. */
export function readStats(raw: unknown): LinkStats {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const studies = value.caseStudies !== null && typeof value.caseStudies === 'object' ? value.caseStudies : {};
  const caseStudies: Record<string, number> = {};
  for (const [slug, n] of Object.entries(studies as Record<string, unknown>))
    if (count(n) > 0) caseStudies[slug] = count(n);
  const firstOpened = count(value.firstOpened);
  const lastOpened = count(value.lastOpened);
  return {
    ...(firstOpened ? { firstOpened } : {}),
    ...(lastOpened ? { lastOpened } : {}),
    visits: count(value.visits),
    caseStudies,
    resume: count(value.resume),
    contact: count(value.contact),
  };
}

/** The counters after `event` at `now`: a pure step, applied in one store transaction. */
export function applyEvent(stats: LinkStats, event: LinkEvent, now: number): LinkStats {
  const next: LinkStats = { ...stats, caseStudies: { ...stats.caseStudies } };
  if (event.kind === 'resume' || event.kind === 'contact') {
    next[event.kind] += 1;
    return next;
  }
  next.firstOpened ??= now;
  next.lastOpened = Math.max(next.lastOpened ?? 0, now);
  if (event.kind === 'visit') next.visits += 1;
  // A bounded number of slugs per link (the event names a project that exists, checked before).
  else if (Object.hasOwn(next.caseStudies, event.slug)) next.caseStudies[event.slug] += 1;
  else if (Object.keys(next.caseStudies).length < SHARE_LINKS.maxCountedSlugs) next.caseStudies[event.slug] = 1;
  return next;
}

export async function recordLinkEvent(store: Store, id: string, event: LinkEvent, now = Date.now()): Promise<void> {
  await store.transaction(`${SHARE_LINK_STATS_PATH}/${id}`, (current) => {
    const next = applyEvent(readStats(current), event, now);
    return next as unknown as Record<string, never>;
  });
}

/** Every link's counters, by link id. */
export async function readAllStats(store: Store): Promise<Record<string, LinkStats>> {
  const raw = (await store.get<Record<string, unknown>>(SHARE_LINK_STATS_PATH)) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([id, value]) => [id, readStats(value)]));
}
