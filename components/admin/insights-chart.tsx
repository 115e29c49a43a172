import type { DailyTotals } from '@/lib/insights/report';
import styles from './insights.module.scss';

const WIDTH = 720;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 24;
const LEFT = 36;

/**
 * Page views per day as bars, drawn on the server (no script). The numbers are in the daily
 * table beside it, so the drawing itself is one labelled image.
 */
export function InsightsViewsChart({ daily, label }: { daily: readonly DailyTotals[]; label: string }) {
  const max = Math.max(1, ...daily.map((d) => d.views));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, step * 0.7);
  const total = daily.reduce((a, d) => a + d.views, 0);
  const first = daily[0]?.date ?? '';
  const last = daily.at(-1)?.date ?? '';
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label}: ${total} page views from ${first} to ${last}, at most ${max === 1 && total === 0 ? 0 : max} a day. The numbers are in the daily totals table.`}
      data-testid="insights-chart"
    >
      <line className={styles.axis} x1={LEFT} y1={TOP + plotHeight} x2={WIDTH} y2={TOP + plotHeight} />
      <line className={styles.grid} x1={LEFT} y1={TOP} x2={WIDTH} y2={TOP} />
      <text className={styles.tick} x={LEFT - 6} y={TOP + 4} textAnchor="end">
        {max}
      </text>
      <text className={styles.tick} x={LEFT - 6} y={TOP + plotHeight + 4} textAnchor="end">
        0
      </text>
      {daily.map((d, i) => {
        const height = (d.views / max) * plotHeight;
        return (
          <rect
            key={d.date}
            className={styles.bar}
            x={LEFT + i * step + (step - barWidth) / 2}
            y={TOP + plotHeight - height}
            width={barWidth}
            height={height}
            data-date={d.date}
            data-views={d.views}
          >
            <title>{`${d.date}: ${d.views}`}</title>
          </rect>
        );
      })}
      <text className={styles.tick} x={LEFT} y={HEIGHT - 6} textAnchor="start">
        {first}
      </text>
      <text className={styles.tick} x={WIDTH} y={HEIGHT - 6} textAnchor="end">
        {last}
      </text>
    </svg>
  );
}
