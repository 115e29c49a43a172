import { formatAdminDate } from '@/lib/format';
import type { FieldDef } from './sections';

export type FormValues = Record<string, string>;

export function emptyValues(fields: readonly FieldDef[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'select' ? (f.options?.[0] ?? '') : '']));
}

/** Stored values as the editor shows them: dates as dd/mm/yyyy, lists one per line. */
export function toFormValues(
  fields: readonly FieldDef[],
  item: Record<string, unknown> | null | undefined,
): FormValues {
  const values = emptyValues(fields);
  if (!item) return values;
  for (const field of fields) {
    const value = item[field.name];
    if (field.kind === 'lines' && Array.isArray(value)) values[field.name] = value.join('\n');
    else if (field.kind === 'date' && typeof value === 'string') values[field.name] = formatAdminDate(value);
    else if (typeof value === 'string') values[field.name] = value;
  }
  return values;
}
