import dayjs from 'dayjs';
import type { FieldDef } from './sections';

export type FormValues = Record<string, string>;

/** A new item's values: a select's first option, an empty gallery, today's date where the field asks for it. */
export function emptyValues(fields: readonly FieldDef[]): FormValues {
  const today = dayjs().format('YYYY-MM-DD');
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.kind === 'select' ? (f.options?.[0] ?? '') : f.kind === 'gallery' ? '[]' : f.today ? today : '',
    ]),
  );
}

/**
 * Stored values as the editor's fields take them: lists one per line; dates as stored
 * (YYYY-MM-DD), the value of a date picker, which shows them in the reader's own order
 * (dd/mm/yyyy in the owner's locale).
 */
export function toFormValues(fields: readonly FieldDef[], item: unknown): FormValues {
  const values = emptyValues(fields);
  if (typeof item !== 'object' || item === null) return values;
  const stored = new Map<string, unknown>(Object.entries(item));
  for (const field of fields) {
    const value = stored.get(field.name);
    if (field.kind === 'lines' && Array.isArray(value)) values[field.name] = value.join('\n');
    else if (field.kind === 'gallery' && Array.isArray(value))
      values[field.name] = JSON.stringify(
        value.map((row: { image?: unknown; alt?: unknown }) => ({ image: row?.image ?? '', alt: row?.alt ?? '' })),
      );
    else if (typeof value === 'string') values[field.name] = value;
  }
  return values;
}
