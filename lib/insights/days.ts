export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `time` as YYYY-MM-DD: the key of a daily row. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (before it when negative). */
export function addDays(day: string, offset: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS);
}

/** The `count` days ending with `last`, oldest first. */
export function daysEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && utcDay(Date.parse(`${value}T00:00:00Z`) || 0) === value;
}
