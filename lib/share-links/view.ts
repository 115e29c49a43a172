import 'server-only';
import dayjs from 'dayjs';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { getPublishedSections } from '@/lib/content/get-data';
import { allProjects } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { formatAdminDate } from '@/lib/format';
import { utcDay } from '@/lib/insights/days';
import { getStore } from '@/lib/store';
import { listShareLinks } from './links';
import { expiryDay, linkState } from './model';
import { readAllStats, type LinkStats } from './stats';

const L = SHARE_LINKS.labels;
/** A moment a link was opened, as the admin writes it. */
export const formatOpened = (at: number) => dayjs(at).format('DD/MM/YYYY HH:mm');

/**
 * Every link with its state and counters, in words (each counted line for the link's row), for the
 * admin (newest first).
 */
export async function linkOverviews(now = Date.now()) {
  const store = getStore();
  const [links, stats, content] = await Promise.all([
    listShareLinks(store),
    readAllStats(store),
    getPublishedSections(PROJECT_KEYS),
  ]);
  const titles = new Map(allProjects(content).map(({ project }) => [project.slug, project.title]));
  const empty: LinkStats = { visits: 0, caseStudies: {}, resume: 0, contact: 0 };
  return {
    titles,
    links: links.map((link) => {
      const state = linkState(link, now);
      const day = formatAdminDate(expiryDay(link.expiresAt));
      const counts = stats[link.id] ?? empty;
      return {
        link,
        state,
        stateText: L.state[state](state === 'revoked' ? formatAdminDate(utcDay(link.revokedAt!)) : day),
        stats: counts,
        lines: [
          counts.firstOpened && counts.lastOpened
            ? L.stats.opened(formatOpened(counts.firstOpened), formatOpened(counts.lastOpened))
            : L.stats.never,
          L.stats.visits(counts.visits),
          L.stats.resume(counts.resume),
          L.stats.contact(counts.contact),
        ],
        caseStudies: Object.entries(counts.caseStudies)
          .sort(([, a], [, b]) => b - a)
          .map(([slug, count]) => ({ title: titles.get(slug) ?? slug, count })),
      };
    }),
  };
}
