import type { ReactNode } from 'react';
import { AdminLink } from '@/components/admin/admin-link';
import { AdminPage } from '@/components/admin/admin-page';
import adminStyles from '@/components/admin/admin.module.scss';
import { InsightsViewsChart } from '@/components/admin/insights-chart';
import styles from '@/components/admin/insights.module.scss';
import { InsightsTable } from '@/components/admin/insights-table';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { INSIGHTS } from '@/lib/insights/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { formatOpened, linkOverviews } from '@/lib/share-links/view';
import { parseRange } from '@/lib/insights/report';
import { recentInsights } from '@/lib/insights/targets';

export const metadata = { title: 'Insights | Admin' };

const L = INSIGHTS.labels;

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);

export default async function InsightsPage({ searchParams }: PageProps<'/admin/insights'>) {
  await requireAdminPage();
  const raw = (await searchParams)[INSIGHTS.rangeParam];
  const asked = Array.isArray(raw) ? raw[0] : raw;
  const parsed = parseRange(asked);
  const range = parsed ?? INSIGHTS.defaultRange;
  const [report, { links: shareLinks }] = await Promise.all([recentInsights(range), linkOverviews()]);
  const { conversion } = report;
  // Each a titled section holding one table, whose caption repeats the title for screen readers.
  const tables: { id: string; title: string; columns: readonly string[]; rows: ReactNode[][] }[] = [
    { id: 'pages', title: L.topPages, columns: ['page', 'views'], rows: report.pages.map((p) => [p.label, p.count]) },
    {
      id: 'projects',
      title: L.topProjects,
      columns: ['project', 'page views', 'code clicks', 'demo clicks'],
      rows: report.projects.map((p) => [p.title, p.views, p.code, p.demo]),
    },
    {
      id: 'resume',
      title: L.resume,
      columns: ['variant', 'downloads'],
      rows: [
        ['dark', report.resume.dark],
        ['light', report.resume.light],
      ],
    },
    {
      id: 'outbound',
      title: L.outbound,
      columns: ['link', 'clicks'],
      rows: report.outbound.map((o) => [o.label, o.count]),
    },
    {
      id: 'referrers',
      title: L.referrers,
      columns: ['domain', 'page views'],
      rows: report.referrers.map((r) => [r.label, r.count]),
    },
    {
      id: 'conversion',
      title: L.conversion,
      columns: ['measure', 'value'],
      rows: [
        ['messages sent', conversion.messages],
        ['unique visitors of /contact', conversion.contactVisitors],
        ['messages per contact visitor', percent(conversion.rate)],
      ],
    },
    {
      id: 'share-links',
      title: SHARE_LINKS.labels.insightsTitle,
      columns: SHARE_LINKS.labels.insightsColumns,
      rows: shareLinks.map(({ link, stats }) => [
        <AdminLink key={link.id} href={SHARE_LINKS.href}>
          {link.label}
        </AdminLink>,
        stats.visits,
        stats.firstOpened ? formatOpened(stats.firstOpened) : '–',
        stats.lastOpened ? formatOpened(stats.lastOpened) : '–',
        Object.values(stats.caseStudies).reduce((sum, n) => sum + n, 0),
        stats.resume,
        stats.contact,
      ]),
    },
  ];

  return (
    <AdminPage title={L.title}>
      <div className={styles.insights}>
        {parsed === null ? (
          <p className={adminStyles.notice} role="alert">
            {INSIGHTS.errors.badRange(asked ?? '')} Showing the {L.range(range).toLowerCase()}.
          </p>
        ) : null}
        <nav aria-label="Period">
          <ul className={styles.ranges}>
            {INSIGHTS.ranges.map((days) => (
              <li key={days}>
                <AdminLink
                  href={`${INSIGHTS.href}?${INSIGHTS.rangeParam}=${days}`}
                  aria-current={days === range ? 'page' : undefined}
                >
                  {L.range(days)}
                </AdminLink>
              </li>
            ))}
            <li>
              <a href={`${INSIGHTS.csvHref}?${INSIGHTS.rangeParam}=${range}`} download>
                {L.downloadCsv}
              </a>
            </li>
          </ul>
        </nav>
        <p className={adminStyles.muted}>{L.privacy}</p>

        <section aria-labelledby="views-heading">
          <h2 id="views-heading" className={adminStyles.subtitle}>
            {L.viewsChart}
          </h2>
          <InsightsViewsChart daily={report.daily} label={L.viewsChart} />
          <InsightsTable
            id="insights-daily"
            caption={`${L.daily} (${report.first} to ${report.last})`}
            columns={INSIGHTS.csvHeader}
            rows={report.daily.map((d) => [
              d.date,
              d.views,
              d.visitors,
              d.contactVisitors,
              d.messages,
              d.resume,
              d.projectClicks,
              d.socialClicks,
            ])}
          />
        </section>

        {tables.map(({ id, title, columns, rows }) => (
          <section key={id} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className={adminStyles.subtitle}>
              {title}
            </h2>
            <InsightsTable caption={title} captionHidden columns={columns} rows={rows} />
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
