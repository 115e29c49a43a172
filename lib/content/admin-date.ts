import { isRealDate } from '@/lib/content/fields';

/**
 * "31/12/2024" (typed) or "2024-12-31" (what a browser's date picker sends) → "2024-12-31";
 * '' stays ''; anything else → null.
 */
export function parseAdminDate(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isRealDate(trimmed) ? trimmed : null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isRealDate(iso) ? iso : null;
}
