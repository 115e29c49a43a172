/** The owner's privacy-respecting insights: daily aggregates only, at /admin/insights. */
import { INSIGHTS_BEACON_HREF } from '@/lib/client-constants';

const RANGES = [7, 30, 90] as const;

/** "7, 30 or 90" */
const rangeList = `${RANGES.slice(0, -1).join(', ')} or ${RANGES[RANGES.length - 1]}`;

export const INSIGHTS = {
  href: '/admin/insights',
  beaconHref: INSIGHTS_BEACON_HREF,
  csvHref: '/api/admin/insights/export',
  rangeParam: 'range',
  /** Days the page and the CSV can show. */
  ranges: RANGES,
  defaultRange: 30,
  /** Daily rows are kept this long, then pruned. */
  retentionDays: 400,
  /** Distinct referrer domains kept per day; later new ones are counted together as "other". */
  maxReferrersPerDay: 200,
  otherReferrer: '(other)',
  maxBodyBytes: 2048,
  maxPathLength: 200,
  maxUrlLength: 2048,
  /** Events one client may report within the window (page views and clicks together). */
  perClient: 120,
  windowMs: 10 * 60_000,
  csvHeader: [
    'date',
    'page views',
    'unique visitors',
    'contact page visitors',
    'messages sent',
    'résumé downloads',
    'project link clicks',
    'social link clicks',
  ],
  labels: {
    title: 'Insights',
    range: (days: number) => `Last ${days} days`,
    downloadCsv: 'Download CSV',
    viewsChart: 'Page views per day',
    daily: 'Daily totals',
    topPages: 'Top pages',
    topProjects: 'Top projects',
    resume: 'Résumé downloads',
    outbound: 'Outbound clicks',
    referrers: 'Top referrer domains',
    conversion: 'Contact conversion',
    empty: 'Nothing counted in this period yet.',
    privacy:
      'Counted as daily totals only: no IP address, user agent or browsing history is stored. Visitors who send Do Not Track or Global Privacy Control, robots, and your own visits while signed in are not counted.',
  },
  errors: {
    notJson: 'Send the event as JSON (Content-Type: application/json).',
    noParameters: 'This endpoint takes no query parameters.',
    tooLarge: 'The event is too large.',
    malformed: 'The event could not be read as JSON.',
    invalid: (detail: string) => `The event is invalid: ${detail}.`,
    unknownPath: (path: string) => `"${path}" is not a public page of this site.`,
    unknownLink: 'That link is not on this site.',
    tooMany: 'Too many events from you. Please try again later.',
    unavailable: 'Insights are unavailable right now.',
    badRange: (value: string) => `The range "${value}" is not one of ${rangeList} days.`,
  },
} as const;
