import { isRealDate } from '@/lib/content/fields';

/**
 * A JSON Resume date (an ISO 8601 partial: YYYY, YYYY-MM or YYYY-MM-DD) as this site stores dates
 * (YYYY-MM-DD): a start takes the first day of the year or month it names, an end the last, so
 * "2019" to "2021-06" reads as January 2019 to June 2021. Null when it is no real date.
 */
export function partialDate(value: string, side: 'start' | 'end'): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  if (day !== undefined) return isRealDate(value) ? value : null;
  if (month !== undefined && (Number(month) < 1 || Number(month) > 12)) return null;
  const first = month ?? (side === 'start' ? '01' : '12');
  if (side === 'start') return `${year}-${first}-01`;
  const last = new Date(Date.UTC(Number(year), Number(first), 0)).getUTCDate();
  return `${year}-${first}-${String(last).padStart(2, '0')}`;
}
