import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import adminStyles from '@/components/admin/admin.module.scss';
import { InsightsViewsChart } from '@/components/admin/insights-chart';
import styles from '@/components/admin/insights.module.scss';
import { InsightsTable } from '@/components/admin/insights-table';
import { requireAdminPage } from '@/lib/admin/require-admin';
import { INSIGHTS } from '@/lib/constants';
import { parseRange } from '@/lib/insights/report';
import { recentInsights } from '@/lib/insights/view';

export const metadata = { title: 'Insights | Admin' };

const L = INSIGHTS.labels;

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);

export default async function InsightsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage();
  const raw = (await searchParams)[INSIGHTS.rangeParam];
  const asked = Array.isArray(raw) ? raw[0] : raw;
  const parsed = parseRange(asked);
  const range = parsed ?? INSIGHTS.defaultRange;
  const report = await recentInsights(range);
  const { conversion } = report;

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
                <Link
                  href={`${INSIGHTS.href}?${INSIGHTS.rangeParam}=${days}`}
                  aria-current={days === range ? 'page' : undefined}
                >
                  {L.range(days)}
                </Link>
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

        <section aria-labelledby="pages-heading">
          <h2 id="pages-heading" className={adminStyles.subtitle}>
            {L.topPages}
          </h2>
          <InsightsTable
            caption={L.topPages}
            captionHidden
            columns={['page', 'views']}
            rows={report.pages.map((p) => [p.label, p.count])}
          />
        </section>

        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading" className={adminStyles.subtitle}>
            {L.topProjects}
          </h2>
          <InsightsTable
            caption={L.topProjects}
            captionHidden
            columns={['project', 'page views', 'code clicks', 'demo clicks']}
            rows={report.projects.map((p) => [p.title, p.views, p.code, p.demo])}
          />
        </section>

        <section aria-labelledby="resume-heading">
          <h2 id="resume-heading" className={adminStyles.subtitle}>
            {L.resume}
          </h2>
          <InsightsTable
            caption={L.resume}
            captionHidden
            columns={['variant', 'downloads']}
            rows={[
              ['dark', report.resume.dark],
              ['light', report.resume.light],
            ]}
          />
        </section>

        <section aria-labelledby="outbound-heading">
          <h2 id="outbound-heading" className={adminStyles.subtitle}>
            {L.outbound}
          </h2>
          <InsightsTable
            caption={L.outbound}
            captionHidden
            columns={['link', 'clicks']}
            rows={report.outbound.map((o) => [o.label, o.count])}
          />
        </section>

        <section aria-labelledby="referrers-heading">
          <h2 id="referrers-heading" className={adminStyles.subtitle}>
            {L.referrers}
          </h2>
          <InsightsTable
            caption={L.referrers}
            captionHidden
            columns={['domain', 'page views']}
            rows={report.referrers.map((r) => [r.label, r.count])}
          />
        </section>

        <section aria-labelledby="conversion-heading">
          <h2 id="conversion-heading" className={adminStyles.subtitle}>
            {L.conversion}
          </h2>
          <InsightsTable
            caption={L.conversion}
            captionHidden
            columns={['measure', 'value']}
            rows={[
              ['messages sent', conversion.messages],
              ['unique visitors of /contact', conversion.contactVisitors],
              ['messages per contact visitor', percent(conversion.rate)],
            ]}
          />
        </section>
      </div>
    </AdminPage>
  );
}
