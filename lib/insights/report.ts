import { csvLine } from '@/lib/feedback/csv';
import { INSIGHTS } from '@/lib/insights/words';
import { referrerDomainOfKey, type DayRow } from './daily';
import { pagePath, projectOfPage } from './pages';

/** A day's totals, in the order of the daily table and the CSV's columns. */
const TOTALS = ['views', 'visitors', 'contactVisitors', 'messages', 'resume', 'projectClicks', 'socialClicks'] as const;

type Totals = Record<(typeof TOTALS)[number], number>;
export type DailyTotals = { date: string } & Totals;

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

function merge(target: Record<string, number>, source: Record<string, number>) {
  for (const [key, n] of Object.entries(source)) target[key] = (target[key] ?? 0) + n;
}

const ranked = (map: Record<string, number>, label: (key: string) => string) =>
  Object.entries(map)
    .map(([key, count]) => ({ key, label: label(key), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

/** Labels of what the current content names: project titles and social link names by slug. */
interface ReportLabels {
  projectTitles: ReadonlyMap<string, string>;
  socialNames: ReadonlyMap<string, string>;
}

export type InsightsReport = ReturnType<typeof summarize>;

/**
 * The numbers of `rows` (one per day, oldest first) as the admin page and the CSV show them. Only
 * the referrers in `shownReferrers` (brought by enough distinct visitors) are listed.
 */
export function summarize(
  rows: { day: string; row: DayRow }[],
  labels: ReportLabels,
  shownReferrers: ReadonlySet<string> = new Set(),
) {
  const views: Record<string, number> = {};
  const clicks: Record<string, number> = {};
  const referrers: Record<string, number> = {};
  const resume = { dark: 0, light: 0 };
  const daily = rows.map(({ day, row }) => {
    merge(views, row.views);
    merge(clicks, row.clicks);
    merge(referrers, row.referrers);
    resume.dark += row.resume.dark ?? 0;
    resume.light += row.resume.light ?? 0;
    const social = sum(Object.entries(row.clicks).map(([key, n]) => (key.startsWith('social~') ? n : 0)));
    return {
      date: day,
      views: sum(Object.values(row.views)),
      visitors: row.visitors,
      contactVisitors: row.contactVisitors,
      messages: row.messages,
      resume: sum(Object.values(row.resume)),
      projectClicks: sum(Object.values(row.clicks)) - social,
      socialClicks: social,
    };
  });
  const totals = Object.fromEntries(TOTALS.map((key) => [key, sum(daily.map((d) => d[key]))])) as Totals;

  const projects = new Map<string, { slug: string; title: string; views: number; code: number; demo: number }>();
  const project = (slug: string) => {
    const stats = projects.get(slug) ?? {
      slug,
      title: labels.projectTitles.get(slug) ?? slug,
      views: 0,
      code: 0,
      demo: 0,
    };
    projects.set(slug, stats);
    return stats;
  };
  for (const [key, n] of Object.entries(views)) {
    const slug = projectOfPage(key);
    if (slug) project(slug).views += n;
  }
  for (const [key, n] of Object.entries(clicks)) {
    const [kind, slug] = key.split('~');
    if (kind === 'code') project(slug).code += n;
    if (kind === 'demo') project(slug).demo += n;
  }

  const outboundLabel = (key: string) => {
    const [kind, name] = key.split('~');
    if (kind === 'social') return `${labels.socialNames.get(name) ?? name} (social)`;
    const title = labels.projectTitles.get(name) ?? name;
    return `${title} (${kind === 'code' ? 'code' : 'demo'})`;
  };

  return {
    range: rows.length,
    first: rows[0]?.day ?? '',
    last: rows.at(-1)?.day ?? '',
    daily,
    totals,
    pages: ranked(views, (key) => pagePath(key) ?? key).filter((p) => p.count > 0),
    projects: [...projects.values()].sort(
      (a, b) => b.views + b.code + b.demo - (a.views + a.code + a.demo) || a.title.localeCompare(b.title),
    ),
    resume,
    outbound: ranked(clicks, outboundLabel),
    referrers: ranked(
      Object.fromEntries(Object.entries(referrers).filter(([key]) => shownReferrers.has(key))),
      referrerDomainOfKey,
    ),
    conversion: {
      messages: totals.messages,
      contactVisitors: totals.contactVisitors,
      rate: totals.contactVisitors > 0 ? totals.messages / totals.contactVisitors : null,
    },
  };
}

/** The daily totals as CSV (RFC 4180, CRLF line ends), the same rows as the page's daily table. */
export function insightsToCsv(report: InsightsReport): string {
  const rows = report.daily.map((d) => [d.date, ...TOTALS.map((key) => String(d[key]))]);
  return [INSIGHTS.csvHeader, ...rows].map(csvLine).join('');
}

/** The range asked for in a query value: one of INSIGHTS.ranges, the default when absent, else null. */
export function parseRange(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return INSIGHTS.defaultRange;
  const days = Number(value);
  return (INSIGHTS.ranges as readonly number[]).includes(days) && String(days) === value ? days : null;
}
