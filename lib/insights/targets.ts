import 'server-only';
import { getPublishedSections } from '@/lib/content/get-data';
import { getStore } from '@/lib/store';
import { allProjects as projectEntries, type ProjectLists } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { readDays } from './daily';
import { utcDay } from './days';
import { knownTargets, type KnownTargets } from './events';
import { nameKey } from './pages';
import { referrersWithVisitors } from './referrer-visitors';
import { summarize, type InsightsReport } from './report';

/** How long the known pages and links are reused before the content is read again. */
const FRESH_MS = 30_000;

let cached: { at: number; value: Promise<KnownTargets> } | undefined;

const allProjects = (content: ProjectLists) => projectEntries(content).map((entry) => entry.project);

/**
 * The project pages and the links the published content holds now, as visitors see them: never
 * the owner's drafts, even when the owner's preview is the request that fills this (it is shared
 * by every request, so a draft here would answer anyone asking whether it exists). Kept for a few
 * seconds: an event naming a project deleted just before counts at most once more.
 */
export function currentTargets(now = Date.now()): Promise<KnownTargets> {
  if (!cached || now - cached.at > FRESH_MS) {
    const value = getPublishedSections([...PROJECT_KEYS, 'socialLinks']).then((content) =>
      knownTargets(allProjects(content), content.socialLinks),
    );
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}

/**
 * The report of the last `range` days, today (UTC) included, labelled from the current content
 * (project titles and social link names by slug).
 */
export async function recentInsights(range: number): Promise<InsightsReport> {
  const store = getStore();
  const last = utcDay(Date.now());
  const [rows, shown, content] = await Promise.all([
    readDays(store, last, range),
    referrersWithVisitors(store, last, range),
    getPublishedSections([...PROJECT_KEYS, 'socialLinks']),
  ]);
  const projectTitles = new Map(allProjects(content).map((p) => [p.slug, p.title]));
  const socialNames = new Map(content.socialLinks.map((l) => [nameKey(l.name), l.name]));
  return summarize(rows, { projectTitles, socialNames }, shown);
}
